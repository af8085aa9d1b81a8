<?php
/**
 * Settings: the opengive_settings option registered with its schema, and its REST route (the
 * wp-admin → OpenGive → Settings screen is one of Admin\AdminPages' screens).
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Settings\Rest\SettingsController;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the setting, the route and the screen.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		// Only where the schema is read (REST, wp-admin), not on every public page: building it
		// translates every label.
		add_action( 'rest_api_init', array( self::class, 'register_setting' ) );
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		add_filter( 'rest_pre_get_setting', array( self::class, 'rest_value' ), 10, 2 );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'check_core_route' ), 10, 3 );
		add_filter( 'rest_pre_update_setting', array( self::class, 'save_from_core_route' ), 10, 3 );
		TestModeBadge::register();
		add_action(
			'rest_api_init',
			static function () {
				( new SettingsController() )->register_routes();
			}
		);
	}

	/**
	 * The option, with its schema for /wp/v2/settings (secrets left out: that route returns values).
	 */
	public static function register_setting(): void {
		register_setting(
			'opengive',
			Settings::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'OpenGive’s site settings.', 'opengive' ),
				'default'           => array(),
				'show_in_rest'      => array(
					'name'   => 'opengive_settings',
					'schema' => SiteSettingsSchema::public_schema(),
				),
			)
		);
	}

	/**
	 * What /wp/v2/settings shows of the option: every setting but the secrets, over the defaults and
	 * with lists as arrays, so it validates against the registered schema (WordPress answers null for
	 * a stored value that does not: the raw option also holds the secrets).
	 *
	 * @param mixed  $value Null, or another filter's answer.
	 * @param string $name  The setting's REST name.
	 * @return mixed
	 */
	public static function rest_value( $value, $name ) {
		if ( null !== $value || Settings::OPTION !== $name ) {
			return $value;
		}
		return array_diff_key( SettingsStore::values(), array_flip( SiteSettingsSchema::secret_keys() ) );
	}

	/**
	 * A write of opengive_settings through /wp/v2/settings is checked as the settings screen's is
	 * (locked values, the same messages), before WordPress saves anything: a refused value is a 400
	 * naming it.
	 *
	 * @param mixed            $response Null, or an earlier answer.
	 * @param array            $handler  The route's handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check_core_route( $response, $handler, $request ) {
		// Runs before the route's permission check: leave anyone who may not write settings to it.
		if ( null !== $response || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() || ! is_array( $request[ Settings::OPTION ] ) || ! current_user_can( 'manage_options' ) ) {
			return $response;
		}
		$errors = SettingsStore::check( $request[ Settings::OPTION ] )['errors'];
		if ( ! $errors ) {
			return $response;
		}
		return SettingsController::refused( $errors );
	}

	/**
	 * Saves what /wp/v2/settings sends for opengive_settings as a change to the stored settings: the
	 * route sends the object without its secrets (and perhaps only some keys), which must not erase
	 * the stored ones; the change is recorded like the screen's.
	 *
	 * @param bool   $updated Whether an earlier filter saved it.
	 * @param string $name    The setting's REST name.
	 * @param mixed  $value   The value sent.
	 * @return bool
	 */
	public static function save_from_core_route( $updated, $name, $value ) {
		if ( $updated || Settings::OPTION !== $name || ! is_array( $value ) ) {
			return $updated;
		}
		SettingsStore::update( $value );
		return true;
	}
}
