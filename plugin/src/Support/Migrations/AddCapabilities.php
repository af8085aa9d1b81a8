<?php
/**
 * Adds OpenGive's capabilities and the fundraising-manager role.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Rest\Permissions\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Roles live in the options table, so they are versioned like the schema.
 */
final class AddCapabilities extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000008_add_capabilities';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		Capabilities::install();
	}
}
