<?php
/**
 * Adds GiveWP's accountant, worker and donor roles and GiveWP's remaining capability names.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Rest\Permissions\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Sites that ran migration 8 have only the manager role and five capabilities; install() is
 * idempotent and adds what is missing to existing roles without taking anything away.
 */
final class AddGiveWpRoles extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000011_add_givewp_roles';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		Capabilities::install();
	}
}
