<?php
/**
 * The setup's first form: a donation form and a published page that shows it.
 *
 * @package OpenGive
 */

namespace OpenGive\Setup;

use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Made once: a setup resumed after this step finds the form and page it made instead of making
 * another pair.
 */
final class FirstForm {

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Constructor.
	 *
	 * @param GatewayRegistry $gateways Gateways.
	 */
	public function __construct( GatewayRegistry $gateways ) {
		$this->gateways = $gateways;
	}

	/**
	 * Creates the form and its page, or returns the ones made before.
	 *
	 * @param string   $title    Form and page title.
	 * @param int[]    $amounts  Suggested amounts in minor units, in order.
	 * @param string[] $gateways The ways to pay the form offers.
	 * @return array{formId: int, pageId: int}
	 * @throws OpenGiveException When a gateway is not set up, or WordPress refuses a post.
	 */
	public function create( string $title, array $amounts, array $gateways ): array {
		$state = SetupState::get();
		if ( $state['formId'] > 0 && FormPostType::POST_TYPE === get_post_type( $state['formId'] ) && 'page' === get_post_type( $state['pageId'] ) ) {
			return array(
				'formId' => $state['formId'],
				'pageId' => $state['pageId'],
			);
		}
		$refused = array_filter(
			$gateways,
			function ( $id ) {
				return null === $this->gateways->available( (string) $id );
			}
		);
		if ( array() === $gateways || array() !== $refused ) {
			throw new OpenGiveException( 'opengive_setup_no_gateway', __( 'Choose at least one way to pay, and set up the ones you choose (Stripe needs its keys saved first).', 'opengive' ), 400, array( 'field' => 'gateways' ) );
		}
		$levels = array();
		foreach ( array_values( $amounts ) as $index => $amount ) {
			$levels[] = array(
				'id'     => (string) ( $index + 1 ),
				'amount' => (int) $amount,
				'label'  => '',
			);
		}
		$form = wp_insert_post(
			array(
				'post_type'   => FormPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $title,
				// No currency and no fee recovery of its own: the form follows Settings → General and Payments.
				'meta_input'  => array(
					FormSettings::META_KEY => array(
						'levels'       => $levels,
						'defaultLevel' => (string) min( 2, count( $levels ) ),
						'customAmount' => true,
						'gateways'     => array_values( array_map( 'strval', $gateways ) ),
					),
				),
			),
			true
		);
		if ( is_wp_error( $form ) ) {
			throw new OpenGiveException( 'opengive_setup_form_failed', $form->get_error_message(), 500 );
		}
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => '<!-- wp:opengive/donation-form {"formId":' . (int) $form . '} /-->',
			),
			true
		);
		if ( is_wp_error( $page ) ) {
			throw new OpenGiveException( 'opengive_setup_page_failed', $page->get_error_message(), 500 );
		}
		SetupState::update(
			array(
				'formId' => (int) $form,
				'pageId' => (int) $page,
			)
		);
		return array(
			'formId' => (int) $form,
			'pageId' => (int) $page,
		);
	}
}
