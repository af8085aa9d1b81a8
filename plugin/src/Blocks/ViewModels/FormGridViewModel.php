<?php
/**
 * What the form grid block prints.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Forms\Views\FormView;
use OpenGive\Plugin;
use OpenGive\Support\Money\AmountFormatter;

defined( 'ABSPATH' ) || exit;

/**
 * One card per published form: title, excerpt, the amounts it offers, and the form view address the
 * card opens (in a modal with JavaScript, as a page without).
 */
final class FormGridViewModel {

	/**
	 * The cards.
	 *
	 * @var array<int, array{id: int, title: string, excerpt: string, amounts: string, url: string, embedId: string}>
	 */
	public $cards = array();

	/**
	 * Columns, 1 to 4.
	 *
	 * @var int
	 */
	public $columns = 3;

	/**
	 * The cards' title level, 2 to 6: 2 under a page title, deeper inside a section (a card title
	 * that skips a level breaks the page's outline for screen-reader users).
	 *
	 * @var int
	 */
	public $heading_level = 2;

	/**
	 * Button label.
	 *
	 * @var string
	 */
	public $button_label = '';

	/**
	 * Builds the view for block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function for_block( array $attributes ): self {
		$view               = new self();
		$view->columns       = max( 1, min( 4, (int) ( $attributes['columns'] ?? 3 ) ) );
		$view->heading_level = max( 2, min( 6, (int) ( $attributes['headingLevel'] ?? 2 ) ) );
		$label              = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
		$view->button_label = '' !== $label ? $label : __( 'Donate', 'opengive' );
		$ids                = array_filter( array_map( 'intval', (array) ( $attributes['formIds'] ?? array() ) ) );
		foreach ( Plugin::container()->get( FormRepository::class )->published( $ids ) as $form ) {
			$view->cards[] = array(
				'id'      => $form->id,
				'title'   => $form->title,
				'excerpt' => (string) get_the_excerpt( $form->id ),
				// A password-protected form's amounts are its content: the card keeps its title and link only.
				'amounts' => FormPassword::locked( $form->id ) ? '' : self::amounts( $form ),
				'url'     => FormView::url( $form->id ),
				// Stable across page loads: a returning donor's givewp-embed-id names the card to open.
				'embedId' => 'opengive-form-' . $form->id,
			);
		}
		return $view;
	}

	/**
	 * "$10.00 – $100.00", "From $5.00", or "Any amount".
	 *
	 * @param DonationForm $form Form.
	 */
	private static function amounts( DonationForm $form ): string {
		$settings = $form->settings;
		$amounts  = $settings->level_amounts();
		if ( array() === $amounts ) {
			return null !== $settings->minimum && $settings->minimum > 0
				/* translators: %s: minimum amount */
				? sprintf( __( 'From %s', 'opengive' ), AmountFormatter::format( (int) $settings->minimum, $settings->currency ) )
				: __( 'Any amount', 'opengive' );
		}
		$low  = AmountFormatter::format( (int) min( $amounts ), $settings->currency );
		$high = AmountFormatter::format( (int) max( $amounts ), $settings->currency );
		return $low === $high ? $low : $low . ' – ' . $high;
	}
}
