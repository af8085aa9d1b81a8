<?php
/**
 * Uninstall: data is kept unless the site owner opted in to removing it, because
 * a charity's donation records are usually needed for accounting after the plugin goes.
 *
 * @package OpenGive
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/autoload.php';

if ( get_option( 'opengive_delete_data_on_uninstall' ) ) {
	\OpenGive\Support\Migrations\Uninstaller::remove_all_data();
}
