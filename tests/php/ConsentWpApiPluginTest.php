<?php
/**
 * The WP Consent API plugin present: its own functions compute an answer from its wp_consent_*
 * cookies and then pass it through the wp_has_consent and wp_get_consent_type filters, where
 * OpenGive (the banner) has the last word from its cmplz_* cookies.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\ConsentSettings;
use PHPUnit\Framework\TestCase;

/**
 * The test site loads OpenGive without the WP Consent API plugin, so OpenGive's stand-in functions
 * are already defined and the plugin's cannot be. The plugin's wp_has_consent is reproduced below
 * (its body in wp-consent-api 1.0.x: consent type, then its own cookie, then the filter), and
 * OpenGive's filters are exercised through it exactly as they would be with the plugin active.
 */
final class ConsentWpApiPluginTest extends TestCase {

	/**
	 * Consent settings before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	/**
	 * Cookies before the test.
	 *
	 * @var array<string, mixed>
	 */
	private $cookies = array();

	protected function setUp(): void {
		$this->saved   = get_option( ConsentSettings::OPTION );
		$this->cookies = $_COOKIE;
		$_COOKIE       = array();
		ConsentSettings::update(
			array(
				'banner_enabled' => true,
				'default_region' => 'eu',
				'region_header'  => '',
			)
		);
	}

	protected function tearDown(): void {
		$_COOKIE = $this->cookies;
		unset( $_GET['cmplz_user_region'] );
		if ( false === $this->saved ) {
			delete_option( ConsentSettings::OPTION );
		} else {
			update_option( ConsentSettings::OPTION, $this->saved );
		}
	}

	/**
	 * The WP Consent API plugin's wp_get_consent_type: the filter alone decides.
	 *
	 * @return string|false
	 */
	private static function api_consent_type() {
		return apply_filters( 'wp_get_consent_type', false );
	}

	/**
	 * The WP Consent API plugin's wp_has_consent: its own wp_consent_{category} cookie under the
	 * consent type, then the wp_has_consent filter.
	 *
	 * @param string $category Category.
	 */
	private static function api_has_consent( string $category ): bool {
		$type   = self::api_consent_type();
		$cookie = isset( $_COOKIE[ 'wp_consent_' . $category ] ) ? (string) $_COOKIE[ 'wp_consent_' . $category ] : '';
		if ( ! $type ) {
			$has = true;
		} elseif ( false !== strpos( (string) $type, 'optout' ) ) {
			$has = 'deny' !== $cookie;
		} elseif ( false !== strpos( (string) $type, 'optin' ) ) {
			$has = 'allow' === $cookie;
		} else {
			$has = true;
		}
		return (bool) apply_filters( 'wp_has_consent', $has, $category, 'some-other-plugin' );
	}

	public function test_the_api_reports_our_regions_consent_type(): void {
		$this->assertSame( 'optin', self::api_consent_type() );
	}

	public function test_our_allow_cookie_answers_yes_where_the_apis_own_cookie_is_missing(): void {
		$_COOKIE['cmplz_marketing'] = 'allow';
		$this->assertTrue( self::api_has_consent( 'marketing' ) );
		$this->assertFalse( self::api_has_consent( 'statistics' ), 'No cmplz_statistics in an opt-in region must mean no.' );
	}

	public function test_our_deny_cookie_overrides_the_apis_own_allow_cookie(): void {
		$_COOKIE['wp_consent_statistics'] = 'allow';
		$_COOKIE['cmplz_statistics']      = 'deny';
		$this->assertFalse( self::api_has_consent( 'statistics' ) );
		// Allowing statistics allows anonymous statistics too (spec decision), asked by its API name.
		$_COOKIE['cmplz_statistics'] = 'allow';
		$this->assertTrue( self::api_has_consent( 'statistics-anonymous' ) );
	}

	public function test_a_changed_policy_id_denies_through_the_api(): void {
		$_COOKIE['cmplz_marketing'] = 'allow';
		$_COOKIE['cmplz_policy_id'] = (string) ( (int) ConsentSettings::get( 'policy_id' ) + 1 );
		$this->assertFalse( self::api_has_consent( 'marketing' ) );
		$this->assertTrue( self::api_has_consent( 'functional' ) );
	}

	public function test_with_the_banner_off_the_apis_own_answer_stands(): void {
		ConsentSettings::update( array( 'banner_enabled' => false ) );
		$this->assertFalse( self::api_consent_type() );
		$_COOKIE['cmplz_marketing'] = 'deny';
		$this->assertTrue( self::api_has_consent( 'marketing' ), 'Without a consent type the API allows, and OpenGive must not overrule it.' );
	}

	public function test_opengive_declares_itself_registered_with_the_api(): void {
		$this->assertTrue( (bool) apply_filters( 'wp_consent_api_registered_' . plugin_basename( OPENGIVE_FILE ), false ) );
		$this->assertSame( 100, has_filter( 'wp_has_consent', array( \OpenGive\Consent\WpConsentApi::class, 'filter_has_consent' ) ) );
	}
}
