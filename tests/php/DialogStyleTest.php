<?php
/**
 * The dialog's stylesheet is one shared handle (build/ui/dialog.css): always with the grid and
 * campaign launchers, and with a donation form only in the modes that open a dialog (issue 19's page
 * weight: an inline form's page does not carry it).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Reads the registered handles and renders donation forms in each display mode.
 */
final class DialogStyleTest extends TestCase {

	/**
	 * The test form.
	 *
	 * @var int
	 */
	private $form = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->form = TestForm::create();
		wp_dequeue_style( 'opengive-dialog' );
	}

	protected function tearDown(): void {
		TestForm::destroy( $this->form );
		wp_dequeue_style( 'opengive-dialog' );
		parent::tearDown();
	}

	public function test_the_dialog_stylesheet_is_registered_from_the_build_with_its_rtl_copy(): void {
		$style = wp_styles()->registered['opengive-dialog'] ?? null;
		$this->assertNotNull( $style );
		$this->assertStringEndsWith( '/build/ui/dialog.css', $style->src );
		$this->assertFileExists( OPENGIVE_DIR . '/build/ui/dialog.css' );
		$this->assertSame( 'replace', wp_styles()->get_data( 'opengive-dialog', 'rtl' ) );
		$this->assertSame( OPENGIVE_DIR . '/build/ui/dialog.css', wp_styles()->get_data( 'opengive-dialog', 'path' ), 'WordPress may inline it' );
		$this->assertStringContainsString( '.opengive-dialog__backdrop', (string) file_get_contents( OPENGIVE_DIR . '/build/ui/dialog.css' ) );
	}

	public function test_the_launcher_blocks_list_it_and_the_donation_form_block_does_not(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array( 'opengive/form-grid', 'opengive/campaign' ) as $name ) {
			$this->assertContains( 'opengive-dialog', $registry->get_registered( $name )->style_handles, $name );
		}
		$this->assertNotContains( 'opengive-dialog', $registry->get_registered( 'opengive/donation-form' )->style_handles );
		$form_css = (string) file_get_contents( OPENGIVE_DIR . '/build/blocks/donation-form/style-index.css' );
		$this->assertStringNotContainsString( '.opengive-dialog__backdrop', $form_css, 'the form stylesheet no longer carries it' );
	}

	/**
	 * @return array<string, array{string, bool}>
	 */
	public function display_modes(): array {
		return array(
			'inline' => array( 'inline', false ),
			'reveal' => array( 'reveal', false ),
			'modal'  => array( 'modal', true ),
			'button' => array( 'button', true ),
		);
	}

	/**
	 * @dataProvider display_modes
	 *
	 * @param string $mode    The block's display mode.
	 * @param bool   $dialogs Whether that mode opens a dialog.
	 */
	public function test_a_donation_form_enqueues_it_only_in_the_modes_that_open_a_dialog( string $mode, bool $dialogs ): void {
		$html = render_block(
			array(
				'blockName'    => 'opengive/donation-form',
				'attrs'        => array(
					'formId'      => $this->form,
					'displayMode' => $mode,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertStringContainsString( 'data-opengive-form', $html );
		$this->assertSame( $dialogs, wp_style_is( 'opengive-dialog', 'enqueued' ) );
	}
}
