<?php
/**
 * The editor presets of issue 19 ("Blocks in the editor") as the server renders them: the "Monthly
 * giving form" variation's attributes open the form on monthly, and an inserter preview (block.json's
 * example, "preview": true) shows a real form instead of the "choose a form" notice.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Renders opengive/donation-form and opengive/campaign through render_block with the attributes the
 * variation and the examples set.
 */
final class BlockEditorPresetsTest extends TestCase {

	/**
	 * Forms to remove.
	 *
	 * @var int[]
	 */
	private $forms = array();

	protected function tearDown(): void {
		foreach ( $this->forms as $id ) {
			TestForm::destroy( $id );
		}
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * A form whose donor chooses once or one of $periods.
	 *
	 * @param string[] $periods Periods offered.
	 * @param string   $option  yes_donor or yes_admin.
	 */
	private function recurring_form( array $periods, string $option = 'yes_donor' ): int {
		$id            = TestForm::create(
			array(
				'recurring' => array(
					'is_recurring'          => true,
					'give_recurring_option' => $option,
					'period'                => $periods[0],
					'periods'               => $periods,
					'installments'          => 0,
				),
			)
		);
		$this->forms[] = $id;
		return $id;
	}

	/**
	 * The block's data-opengive-form configuration.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	private static function config( array $attributes ): array {
		$html = render_block(
			array(
				'blockName'    => 'opengive/donation-form',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		preg_match( '/data-opengive-form="([^"]*)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1] ?? '', ENT_QUOTES, 'UTF-8' ), true );
	}

	public function test_the_monthly_giving_variation_opens_a_donor_choice_form_on_monthly(): void {
		$form = $this->recurring_form( array( 'month', 'year' ) );
		$this->assertSame( 'month', self::config( array( 'formId' => $form, 'recurringPeriod' => 'month' ) )['initialPeriod'] );
		$this->assertArrayNotHasKey( 'initialPeriod', self::config( array( 'formId' => $form ) ), 'without the variation the form starts on once' );
	}

	public function test_the_preset_period_is_ignored_where_the_donor_cannot_choose_it(): void {
		$yearly_only = $this->recurring_form( array( 'year' ) );
		$admin_set   = $this->recurring_form( array( 'month' ), 'yes_admin' );
		$one_time    = TestForm::create();
		$this->forms[] = $one_time;
		foreach ( array( $yearly_only, $admin_set, $one_time ) as $form ) {
			$config = self::config( array( 'formId' => $form, 'recurringPeriod' => 'month' ) );
			$this->assertSame( $form, $config['formId'] );
			$this->assertArrayNotHasKey( 'initialPeriod', $config );
		}
	}

	public function test_the_inserter_preview_shows_the_first_published_form_and_a_page_block_without_a_form_does_not(): void {
		$this->forms[] = TestForm::create();
		Fixtures::log_in_administrator();
		$first   = get_posts(
			array(
				'post_type'   => 'opengive_form',
				'post_status' => 'publish',
				'numberposts' => 1,
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$preview = self::config( array( 'preview' => true ) );
		$this->assertSame( (int) $first[0], $preview['formId'] );
		$this->assertSame( array(), self::config( array() ), 'a block with no form and no preview flag renders no form' );
	}
}
