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
	}

	public function test_an_admin_screen_renders_in_german(): void {
		$render = new \ReflectionMethod( \OpenGive\Admin\AdminPages::class, 'render' );
		$render->setAccessible( true );
		ob_start();
		$render->invoke( null, 'donations', __( 'Donations', 'opengive' ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Spenden</h1>', $html );
		$this->assertStringContainsString( 'Diese Ansicht braucht JavaScript.', $html );
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
