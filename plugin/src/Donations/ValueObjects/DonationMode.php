<?php
/**
 * Live or test money.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\ValueObjects;

defined( 'ABSPATH' ) || exit;

/**
 * Whether real money moved.
 */
final class DonationMode {
	const LIVE = 'live';
	const TEST = 'test';
}
