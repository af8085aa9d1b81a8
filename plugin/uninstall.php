<?php
/**
 * Uninstall: data is kept unless the site owner turned on "delete all data on uninstall"
 * (the delete_data_on_uninstall setting), because a charity's donation records are usually
 * needed for accounting after the plugin goes.
 *
 * @package OpenGive
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/autoload.php';

\OpenGive\Support\Migrations\Uninstaller::uninstall();
