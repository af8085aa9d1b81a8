<?php
/**
 * Server-side blocking (OpenGive\Consent\Blocker::process) and the settings' all-or-nothing checks.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\Blocker;
use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\ServiceCatalogue;
use OpenGive\Support\Exceptions\ValidationException;
use PHPUnit\Framework\TestCase;

/**
 * What the browser receives before any consent, and what the settings accept.
 */
final class ConsentBlockerTest extends TestCase {

	/**
	 * The site's consent settings before the test (the demo seed's; later suites rely on them).
	 *
	 * @var mixed
	 */
	private $saved;

	/**
	 * Keeps the site's settings.
	 */
	protected function setUp(): void {
		$this->saved = get_option( ConsentSettings::OPTION );
	}

	/**
	 * Puts them back.
	 */
	protected function tearDown(): void {
		if ( false === $this->saved ) {
			delete_option( ConsentSettings::OPTION );
		} else {
			update_option( ConsentSettings::OPTION, $this->saved );
		}
	}

	/**
	 * Runs the blocker with the pre-described services.
	 *
	 * @param string $html Page.
	 */
	private static function block( string $html ): string {
		return Blocker::process( $html, Blocker::blockable( ServiceCatalogue::defaults() ), ConsentSettings::default_texts() );
	}

	/**
	 * A YouTube frame loses its address (kept in data-cmplz-src) and gets the accept-and-show placeholder.
	 */
	public function test_a_youtube_frame_has_no_address_until_consent(): void {
		$out = self::block( '<p>x</p><iframe width="560" height="315" src="https://www.youtube.com/embed/abc?x=1&amp;y=2" title="Film"></iframe>' );
		$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]*\ssrc=#', $out );
		$this->assertStringContainsString( 'data-cmplz-src="https://www.youtube.com/embed/abc?x=1&amp;y=2"', $out );
		$this->assertStringContainsString( 'data-service="youtube" data-category="marketing"', $out );
		$this->assertStringContainsString( 'class="cmplz-accept-service"', $out );
		$this->assertStringContainsString( 'width="560" height="315"', $out );
	}

	/**
	 * The placeholder's box takes the frame's proportions and width as a maximum (responsive, and the
	 * same box the video later fills); a percentage width gives no ratio, a height alone a height.
	 */
	public function test_a_blocked_frame_sits_in_a_box_of_its_own_proportions(): void {
		$out = self::block( '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc"></iframe>' );
		$this->assertStringContainsString( 'class="cmplz-blocked-content-container" data-service="youtube" data-category="marketing" style="max-width:560px;aspect-ratio:560/315">', $out );
		$this->assertStringContainsString( 'data-category="marketing" style="height:450px;aspect-ratio:auto">', self::block( '<iframe width="100%" height="450px" src="https://www.google.com/maps/embed?pb=1"></iframe>' ) );
		$this->assertStringContainsString( 'data-category="statistics"><iframe', self::block( '<iframe src="https://player.vimeo.com/video/1"></iframe>' ) );
	}

	/**
	 * Scripts of statistics and marketing services become inert text/plain, tagged for the banner.
	 */
	public function test_service_scripts_become_text_plain(): void {
		$out = self::block( '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>fbq(\'init\', \'1\');</script>' );
		$this->assertStringContainsString( '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1" type="text/plain" data-service="google-analytics" data-category="statistics">', $out );
		$this->assertStringContainsString( 'type="text/plain" data-service="meta-pixel" data-category="marketing">fbq(', $out );
	}

	/**
	 * Functional services (Stripe), data scripts, hand-marked scripts, unknown hosts and our own
	 * Consent Mode defaults are left exactly as they were.
	 */
	public function test_what_must_not_be_touched_is_untouched(): void {
		$page = '<script src="https://js.stripe.com/v3/"></script>'
			. '<script type="application/ld+json">{"url":"https://www.youtube.com/x"}</script>'
			. '<script type="text/plain" data-category="marketing">youtube.com</script>'
			. '<iframe src="https://example.org/map"></iframe>'
			. '<script id="opengive-consent-defaults">gtag("config", "x")</script>';
		$this->assertSame( $page, self::block( $page ) );
	}

	/**
	 * Images of a known service (a Gravatar with its 2x srcset, Meta Pixel's noscript pixel) keep their
	 * box but show a blank pixel; the address waits in data-cmplz-src(set) for the banner script.
	 */
	public function test_service_images_show_a_blank_pixel_until_consent(): void {
		$out = self::block(
			"<img alt='' src='https://secure.gravatar.com/avatar/abc?s=64&#038;d=mm' srcset='https://secure.gravatar.com/avatar/abc?s=128 2x' class='avatar' height='64' width='64' loading='lazy'/>"
			. '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1&ev=PageView&noscript=1"/></noscript>'
		);
		$this->assertDoesNotMatchRegularExpression( '#\s(src|srcset)=["\']https#', $out );
		$this->assertStringContainsString( 'src="' . Blocker::BLANK_IMAGE . '" data-cmplz-src="https://secure.gravatar.com/avatar/abc?s=64&amp;d=mm" data-service="gravatar" data-category="preferences" data-cmplz-srcset="https://secure.gravatar.com/avatar/abc?s=128 2x" />', $out );
		$this->assertStringContainsString( "class='avatar' height='64' width='64' loading='lazy'", $out );
		$this->assertStringContainsString( 'data-cmplz-src="https://www.facebook.com/tr?id=1&amp;ev=PageView&amp;noscript=1" data-service="meta-pixel" data-category="marketing"', $out );
	}

	/**
	 * Other images, images already handled, and image markup inside script code are untouched.
	 */
	public function test_other_images_and_images_in_code_are_untouched(): void {
		$page = '<img src="https://example.org/logo.png" alt="Logo">'
			. '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" data-cmplz-src="https://secure.gravatar.com/avatar/x" data-service="gravatar" data-category="preferences">'
			. '<script type="text/template"><img src="https://secure.gravatar.com/avatar/{{hash}}"></script>';
		$this->assertSame( $page, self::block( $page ) );
	}

	/**
	 * Banner off: scripts the site marked for a banner run as ordinary scripts (a module stays a
	 * module); text/plain without a mark (templates) and other types are left alone.
	 */
	public function test_with_the_banner_off_marked_scripts_are_released(): void {
		$out = Blocker::release_marked_scripts(
			'<script type="text/plain" data-category="marketing">window.a=1;</script>'
			. "<script type='text/plain' data-service=\"demo\" data-script-type=\"module\" src=\"/m.js\"></script>"
		);
		$this->assertSame( '<script data-category="marketing" data-cmplz-released>window.a=1;</script><script data-service="demo" src="/m.js" type="module" data-cmplz-released></script>', $out );
		$page = '<script type="text/plain">{{template}}</script><script type="application/ld+json" data-category="x">{}</script>';
		$this->assertSame( $page, Blocker::release_marked_scripts( $page ) );
	}

	/**
	 * A bad value anywhere in an update stores nothing, and its error names the setting.
	 */
	public function test_a_bad_setting_stores_nothing(): void {
		delete_option( ConsentSettings::OPTION );
		try {
			ConsentSettings::update(
				array(
					'dismiss_timeout_ms' => 3000,
					'consent_types'      => array( 'eu' => 'maybe' ),
				)
			);
			$this->fail( 'An unknown consent type was accepted.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_consent_invalid_setting', $error->error_code() );
			$this->assertSame( 'consent_types', $error->field() );
		}
		$this->assertSame( 0, ConsentSettings::get( 'dismiss_timeout_ms' ) );
		$this->assertFalse( get_option( ConsentSettings::OPTION ) );
	}

	/**
	 * plugin/data/consent-settings-schema.json types every setting, each type has its sanitiser, and
	 * a value of the wrong type is refused for each setting with the setting named.
	 */
	public function test_every_setting_has_a_schema_type_that_refuses_a_wrong_value(): void {
		$schema = ConsentSettings::schema();
		$this->assertSame( array_keys( ConsentSettings::defaults() ), array_keys( $schema ) );
		foreach ( $schema as $key => $rule ) {
			$this->assertTrue( method_exists( \OpenGive\Consent\Settings\Sanitisers::class, (string) $rule['type'] ), $key );
			try {
				ConsentSettings::update( array( $key => 'boolean' === $rule['type'] ? 'yes' : new \stdClass() ) );
				$this->fail( $key . ' accepted a wrong value.' );
			} catch ( ValidationException $error ) {
				$this->assertSame( 'opengive_consent_invalid_setting', $error->error_code(), $key );
				$this->assertSame( $key, $error->field() );
			}
		}
	}

	/**
	 * A good update is stored and raises the banner version (browsers drop cached banner data).
	 */
	public function test_a_good_update_raises_the_banner_version(): void {
		delete_option( ConsentSettings::OPTION );
		$before = (int) ConsentSettings::get( 'banner_version' );
		$after  = ConsentSettings::update( array( 'consent_types' => array( 'uk' => 'optout' ) ) );
		$this->assertSame( 'optout', $after['consent_types']['uk'] );
		$this->assertSame( 'optin', $after['consent_types']['eu'] );
		$this->assertSame( $before + 1, $after['banner_version'] );
	}
}
