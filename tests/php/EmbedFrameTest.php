<?php
/**
 * Who may frame the form view, and which locale a form view request asks for.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Embed\FormLocale;
use OpenGive\Embed\FrameHeaders;
use PHPUnit\Framework\TestCase;

/**
 * The embed's two inputs from outside: the allow-list setting and the locale parameter.
 */
final class EmbedFrameTest extends TestCase {

	/**
	 * The filter a test added (the site's stored settings are never touched).
	 *
	 * @var callable|null
	 */
	private $filter = null;

	protected function tearDown(): void {
		if ( null !== $this->filter ) {
			remove_filter( 'opengive_settings', $this->filter );
		}
		parent::tearDown();
	}

	/**
	 * Sets the allow-list for this test.
	 *
	 * @param mixed $origins Setting value.
	 */
	private function allow( $origins ): void {
		$this->filter = static function ( $settings ) use ( $origins ) {
			$settings['embed_allowed_origins'] = $origins;
			return $settings;
		};
		add_filter( 'opengive_settings', $this->filter );
	}

	public function test_any_site_may_frame_the_form_view_by_default(): void {
		$this->assertSame( array(), \OpenGive\Support\Settings::defaults()['embed_allowed_origins'] );
		$this->allow( array() );
		$this->assertSame( '*', FrameHeaders::frame_ancestors() );
	}

	public function test_a_list_allows_this_site_and_the_listed_origins_only(): void {
		$this->allow( array( 'https://shop.example', 'HTTPS://Partner.Example:8443/' ) );
		$this->assertSame( "'self' https://shop.example https://partner.example:8443", FrameHeaders::frame_ancestors() );
	}

	public function test_a_comma_or_space_separated_string_works_too(): void {
		$this->allow( "https://a.example, https://*.b.example\nhttp://c.example:8080" );
		$this->assertSame( array( 'https://a.example', 'https://*.b.example', 'http://c.example:8080' ), FrameHeaders::allowed_origins() );
	}

	public function test_entries_that_are_not_origins_are_left_out_and_cannot_widen_the_policy(): void {
		$this->allow( array( '*', 'javascript:alert(1)', 'https://ok.example/path', "https://x.example 'unsafe-inline'", 'data:', 'https://ok.example' ) );
		$this->assertSame( "'self' https://ok.example", FrameHeaders::frame_ancestors() );
	}

	public function test_a_list_of_nothing_but_bad_entries_falls_back_to_the_default(): void {
		$this->allow( array( 'not an origin' ) );
		$this->assertSame( '*', FrameHeaders::frame_ancestors() );
	}

	/**
	 * Locale parameters.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: ?string}>
	 */
	public function locales(): array {
		$view = array( 'givewp-route' => 'donation-form-view', 'form-id' => '3' );
		return array(
			'GiveWP route'           => array( $view + array( 'locale' => 'de_DE' ), 'de_DE' ),
			'receipt route'          => array( array( 'givewp-route' => 'donation-confirmation-receipt-view', 'locale' => 'fr_FR' ), 'fr_FR' ),
			'OpenGive route'         => array( array( 'opengive-form-view' => '3', 'locale' => 'pt_BR' ), 'pt_BR' ),
			'formal variant'         => array( $view + array( 'locale' => 'de_DE_formal' ), 'de_DE_formal' ),
			'language only'          => array( $view + array( 'locale' => 'fi' ), 'fi' ),
			'path traversal'         => array( $view + array( 'locale' => '../../etc' ), null ),
			'markup'                 => array( $view + array( 'locale' => 'de"><script>' ), null ),
			'array'                  => array( $view + array( 'locale' => array( 'de_DE' ) ), null ),
			'not a form view'        => array( array( 'locale' => 'de_DE' ), null ),
			'another givewp route'   => array( array( 'givewp-route' => 'other', 'locale' => 'de_DE' ), null ),
		);
	}

	/**
	 * @dataProvider locales
	 *
	 * @param array<string, mixed> $query    Query string.
	 * @param string|null          $expected The locale used, or null for the site's.
	 */
	public function test_the_locale_parameter_is_used_only_on_form_views_and_only_when_it_is_a_locale_name( array $query, ?string $expected ): void {
		$this->assertSame( $expected, FormLocale::requested( $query ) );
	}
}
