<?php
/**
 * Campaign statuses.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\ValueObjects;

defined( 'ABSPATH' ) || exit;

/**
 * Only active campaigns show on the site; the others are the admin's.
 */
final class CampaignStatus {
	const ACTIVE   = 'active';
	const INACTIVE = 'inactive';
	const DRAFT    = 'draft';
	const ARCHIVED = 'archived';

	/**
	 * Every status.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::ACTIVE, self::INACTIVE, self::DRAFT, self::ARCHIVED );
	}
}
