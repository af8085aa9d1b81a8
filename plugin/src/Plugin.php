<?php
/**
 * The plugin's entry point: builds the container and runs the service providers.
 *
 * @package OpenGive
 */

namespace OpenGive;

use OpenGive\Support\Container;
use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\ServiceProvider;

defined( 'ABSPATH' ) || exit;

/**
 * Boots every domain's service provider: register() all of them first, so boot() may rely on any binding.
 */
final class Plugin {

	/**
	 * Providers in boot order.
	 *
	 * @var array<int, class-string<ServiceProvider>>
	 */
	const PROVIDERS = array(
		Support\SupportServiceProvider::class,
		I18n\ServiceProvider::class,
		Donors\ServiceProvider::class,
		Donations\ServiceProvider::class,
		Subscriptions\ServiceProvider::class,
		Campaigns\ServiceProvider::class,
		DonorWall\ServiceProvider::class,
		DonorHistory\ServiceProvider::class,
		Forms\ServiceProvider::class,
		Embed\ServiceProvider::class,
		Gateways\ServiceProvider::class,
		ContactForms\ServiceProvider::class,
		Rest\ServiceProvider::class,
		Blocks\ServiceProvider::class,
		Admin\ServiceProvider::class,
		Privacy\ServiceProvider::class,
		SiteHealth\ServiceProvider::class,
		Consent\ServiceProvider::class,
		Chrome\ServiceProvider::class,
		Mail\ServiceProvider::class,
		Reports\ServiceProvider::class,
		Settings\ServiceProvider::class,
		Setup\ServiceProvider::class,
	);

	/**
	 * The container, once started.
	 *
	 * @var Container|null
	 */
	private static $container = null;

	/**
	 * Starts the plugin (on plugins_loaded).
	 */
	public static function start(): void {
		self::container();
	}

	/**
	 * The started container; starts it on first use.
	 */
	public static function container(): Container {
		if ( null === self::$container ) {
			self::$container = self::build_container();
		}
		return self::$container;
	}

	/**
	 * Activation: create or upgrade the tables now, so the first request after activation does not pay for it.
	 */
	public static function activate(): void {
		( new Migrator() )->run();
		update_option( 'opengive_flush_rewrite_rules', 1 );
		Setup\SetupState::on_activation();
	}

	/**
	 * Registers then boots every provider.
	 */
	private static function build_container(): Container {
		$container = new Container();
		$providers = array();
		foreach ( self::PROVIDERS as $provider_class ) {
			$provider = new $provider_class();
			$provider->register( $container );
			$providers[] = $provider;
		}
		foreach ( $providers as $provider ) {
			$provider->boot( $container );
		}
		return $container;
	}
}
