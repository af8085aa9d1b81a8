<?php
/**
 * Who OpenGive's emails come from (Settings → Emails → Sender).
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The From header of donor and staff emails. wp_mail() still runs its wp_mail_from filters over
 * it, so an SMTP plugin that forces its own sender keeps doing so.
 */
final class Sender {

	/**
	 * The name emails come from: the setting, else the organisation's name, else the site title.
	 */
	public static function name(): string {
		foreach ( array( Settings::get( 'email_from_name' ), Settings::get( 'organisation_name' ) ) as $name ) {
			if ( '' !== trim( (string) $name ) ) {
				return trim( (string) $name );
			}
		}
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * The address: the setting, else the one WordPress itself would use (wordpress@ the site's host).
	 */
	public static function address(): string {
		$address = (string) Settings::get( 'email_from_address' );
		if ( is_email( $address ) ) {
			return $address;
		}
		$host = strtolower( (string) wp_parse_url( network_home_url(), PHP_URL_HOST ) );
		return 'wordpress@' . ( 0 === strpos( $host, 'www.' ) ? substr( $host, 4 ) : $host );
	}

	/**
	 * Headers for wp_mail().
	 *
	 * @return string[]
	 */
	public static function headers(): array {
		// Quotes and line breaks would break the header: the name is plain text.
		$name = str_replace( array( '"', "\r", "\n" ), '', self::name() );
		return array( sprintf( 'From: "%s" <%s>', $name, self::address() ) );
	}
}
