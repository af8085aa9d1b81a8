<?php
/**
 * Plugin Name:       OpenGive
 * Plugin URI:        https://opengive.example/
 * Description:       Donation forms, recurring gifts, a donor dashboard and donor wall, campaigns, a donation embed for any website, a contact form, a cookie-consent banner and a GiveWP-shaped admin API for charity websites.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Author:            OpenGive contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       opengive
 * Domain Path:       /languages
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

define( 'OPENGIVE_VERSION', '0.1.0' );
define( 'OPENGIVE_FILE', __FILE__ );
define( 'OPENGIVE_DIR', __DIR__ );

require_once __DIR__ . '/autoload.php';
require_once __DIR__ . '/functions.php';

register_activation_hook( __FILE__, array( \OpenGive\Plugin::class, 'activate' ) );
// A deactivated plugin must not leave its renewal job scheduled.
register_deactivation_hook(
	__FILE__,
	static function () {
		wp_clear_scheduled_hook( 'opengive_process_renewals' );
		wp_clear_scheduled_hook( 'opengive_purge_consent_log' );
		wp_clear_scheduled_hook( 'opengive_privacy_retention' );
	}
);

add_action( 'plugins_loaded', array( \OpenGive\Plugin::class, 'start' ) );
