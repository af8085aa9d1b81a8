<?php
/**
 * The shipped German translation reaches PHP output and every OpenGive script (issue 19).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptHtml;
use OpenGive\I18n\ScriptTranslations;
use PHPUnit\Framework\TestCase;

/**
 * Switches the site locale to de_DE the way WordPress resolves it (the `locale` filter over WPLANG),
 * reloads the text domain, and reads the form, the receipt, an admin screen and the scripts' JSON.
 */
final class TranslationsTest extends TestCase {

	/**
	 * The site's locale for this test.
	 *
	 * @return string
	 */
	public static function german(): string {
		return 'de_DE';
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'locale', array( self::class, 'german' ) );
		unload_textdomain( 'opengive' );
		ScriptTranslations::load_textdomain();
	}

	protected function tearDown(): void {
		remove_filter( 'locale', array( self::class, 'german' ) );
		unload_textdomain( 'opengive' );
		ScriptTranslations::load_textdomain();
		parent::tearDown();
	}

	public function test_php_strings_follow_the_site_locale_with_plurals(): void {
		$this->assertSame( 'Jetzt spenden', __( 'Donate now', 'opengive' ) );
		$this->assertSame(
			'Bitte verwenden Sie höchstens 2 Nachkommastellen.',
			sprintf( _n( 'Please use at most %d decimal place.', 'Please use at most %d decimal places.', 2, 'opengive' ), 2 )
		);
		$this->assertSame(
			'Bitte verwenden Sie höchstens 1 Nachkommastelle.',
			sprintf( _n( 'Please use at most %d decimal place.', 'Please use at most %d decimal places.', 1, 'opengive' ), 1 )
		);
	}

	public function test_the_donation_form_renders_in_german(): void {
		$form_id = TestForm::create();
		$html    = render_block(
			array(
				'blockName'    => 'opengive/donation-form',
				'attrs'        => array( 'formId' => $form_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertStringContainsString( 'Jetzt spenden', $html );
		$this->assertStringContainsString( 'Ihre Angaben', $html );
		$this->assertStringNotContainsString( '>Donate now<', $html );
		TestForm::destroy( $form_id );
	}

	/**
	 * The visible English strings of $html: text between tags and the attributes people read
	 * (aria-label, placeholder, title, alt) that are a msgid of the .pot and were not translated,
	 * either because the loaded German has no entry for them or because its German is not what is
	 * shown. Read from the .pot, not from the translation, so a string the .po lacks counts too.
	 * Empty when nothing English is left.
	 *
	 * @param string $html Rendered markup.
	 * @return string[]
	 */
	private static function english_left( string $html ): array {
		preg_match_all( '/^msgid "(.+)"$/m', (string) file_get_contents( OPENGIVE_DIR . '/languages/opengive.pot' ), $ids );
		$english = array_flip( array_map( 'stripcslashes', $ids[1] ) );
		$german  = array();
		foreach ( get_translations_for_domain( 'opengive' )->entries as $entry ) {
			$german[ $entry->singular ] = (string) ( $entry->translations[0] ?? '' );
		}
		$html = (string) preg_replace( '#<(script|style)\b[^>]*>.*?</\1>#s', '', $html );
		preg_match_all( '/>([^<]+)</', $html, $texts );
		preg_match_all( '/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/', $html, $attributes );
		$left = array();
		foreach ( array_merge( $texts[1], $attributes[1] ) as $text ) {
			$text = trim( html_entity_decode( $text, ENT_QUOTES, 'UTF-8' ) );
			if ( isset( $english[ $text ] ) && ( $german[ $text ] ?? '' ) !== $text ) {
				$left[] = $text;
			}
		}
		return array_values( array_unique( $left ) );
	}

	public function test_a_donation_form_with_every_option_has_no_english_string_left(): void {
		$form_id = TestForm::create(
			array(
				'gateways'       => array( 'test', 'offline' ),
				'company'        => 'optional',
				'comment'        => true,
				'billingAddress' => true,
				'anonymous'      => true,
				'terms'          => array(
					'enabled' => true,
					'label'   => '',
					'text'    => 'Bedingungen.',
				),
				'recurring'      => array(
					'is_recurring'          => true,
					'give_recurring_option' => 'yes_donor',
					'period'                => 'month',
					'periods'               => array( 'month', 'year' ),
					'installments'          => 0,
				),
				'feeRecovery'    => array(
					'fee_recovery' => true,
					'fee_data'     => array(
						'test' => array(
							'percentage'      => 2.9,
							'base_amount'     => 0.30,
							'give_fee_status' => 'enabled',
						),
					),
				),
			)
		);
		$html = render_block(
			array(
				'blockName'    => 'opengive/donation-form',
				'attrs'        => array( 'formId' => $form_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		TestForm::destroy( $form_id );
		$this->assertSame( array(), self::english_left( $html ) );
		foreach ( array( 'Betrag wählen', 'Zu Ihrer Spende', 'Firmenname', 'Straße und Hausnummer', 'Rechnungsadresse', '<legend>Zahlungsart</legend>', 'Meinen Namen nicht öffentlich zeigen', 'Ich stimme den Bedingungen zu' ) as $german ) {
			$this->assertStringContainsString( $german, $html );
		}
	}

	public function test_the_receipt_renders_in_german(): void {
		$html = ReceiptHtml::render(
			array(
				'amountFormatted'    => '25,00 €',
				'feeAmountRecovered' => 0,
				'donorName'          => 'Erika Mustermann',
				'date'               => '23. November 2026',
				'paymentMethod'      => 'Test',
				'statusLabel'        => 'Abgeschlossen',
				'donationId'         => 7,
				'instructions'       => '',
			),
			'receipt'
		);
		$this->assertStringContainsString( 'Vielen Dank für Ihre Spende!', $html );
		$this->assertStringContainsString( '<dt>Betrag</dt>', $html );
		$this->assertStringContainsString( '<dt>Zahlungsart</dt>', $html );
		$this->assertSame( array(), self::english_left( $html ) );
	}

	public function test_an_admin_screen_renders_in_german(): void {
		$render = new \ReflectionMethod( \OpenGive\Admin\AdminPages::class, 'render' );
		$render->setAccessible( true );
		ob_start();
		$render->invoke( null, 'donations', __( 'Donations', 'opengive' ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Spenden</h1>', $html );
		$this->assertStringContainsString( 'Diese Ansicht braucht JavaScript.', $html );
		$this->assertSame( array(), self::english_left( $html ) );
	}

	public function test_the_site_health_screen_shows_opengive_checks_and_debug_info_in_german(): void {
		$tests = apply_filters( 'site_status_tests', array( 'direct' => array(), 'async' => array() ) );
		$html  = '';
		foreach ( $tests['direct'] as $id => $test ) {
			if ( 0 === strpos( (string) $id, 'opengive_' ) ) {
				$result = call_user_func( $test['test'] );
				$html  .= '<h3>' . $result['label'] . '</h3>' . $result['description'] . '<span>' . $result['badge']['label'] . '</span>';
			}
		}
		$info = apply_filters( 'debug_information', array() );
		$this->assertArrayHasKey( 'opengive', $info );
		foreach ( $info['opengive']['fields'] as $field ) {
			$html .= '<dt>' . $field['label'] . '</dt><dd>' . ( is_scalar( $field['value'] ) ? $field['value'] : '' ) . '</dd>';
		}
		$this->assertSame( array(), self::english_left( $html ) );
		$this->assertStringContainsString( 'Die Datenbanktabellen von OpenGive sind aktuell', $html );
		$this->assertStringContainsString( '<dt>Datenbankversion</dt>', $html );
		$this->assertStringContainsString( '<dt>Aktivierte Zahlungsanbieter</dt>', $html );
	}

	public function test_every_opengive_script_using_wp_i18n_gets_the_opengive_translations(): void {
		ScriptTranslations::attach_all();
		$checked = 0;
		foreach ( wp_scripts()->registered as $handle => $script ) {
			if ( ! ScriptTranslations::is_ours( (string) $handle ) || ! in_array( 'wp-i18n', (array) $script->deps, true ) ) {
				continue;
			}
			++$checked;
			$this->assertSame( 'opengive', $script->textdomain, $handle );
			$this->assertSame( ScriptTranslations::directory(), $script->translations_path, $handle );
		}
		$this->assertGreaterThan( 5, $checked, 'the blocks register their scripts at init' );
	}

	public function test_the_form_script_loads_the_german_json(): void {
		ScriptTranslations::attach_all();
		$json = load_script_textdomain( 'opengive-donation-form-view-script', 'opengive', ScriptTranslations::directory() );
		$this->assertIsString( $json );
		$data = json_decode( (string) $json, true );
		$this->assertSame( array( 'Jetzt spenden' ), $data['locale_data']['messages']['Donate now'] );
		$this->assertSame( 'de_DE', $data['locale_data']['messages']['']['lang'] );
	}
}
