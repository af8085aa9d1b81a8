<?php
/**
 * POST /opengive/v1/subscriptions/{id}/payment-method: the donor's recurring-payment update form: a
 * new card, a new renewal amount, or both.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\SubscriptionRouteArgs;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Subscriptions\Actions\SubscriptionAccess;
use OpenGive\Subscriptions\Actions\UpdatePaymentMethod;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Answers as the spec's payment-update form expects: success and data.url, where the browser goes
 * next (the page the donor came from, marked as updated). Only the subscription's confirmed owner
 * gets in (403 for anyone else, staff included: they change cards and amounts in wp-admin).
 */
final class SubscriptionPaymentMethodController extends DonorOnlyController {

	/**
	 * Updates cards.
	 *
	 * @var UpdatePaymentMethod
	 */
	private $update;

	/**
	 * Changes renewal amounts.
	 *
	 * @var ChangeRenewalAmount
	 */
	private $amount;

	/**
	 * The window of the card-attempt limits (settings rate_limit_card_user and rate_limit_card_ip): a
	 * donor mistyping a card a few times passes; a script testing stolen cards here does not.
	 */
	const CARD_WINDOW = HOUR_IN_SECONDS;

	/**
	 * Attempt counters.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Who owns which subscription.
	 *
	 * @var SubscriptionAccess
	 */
	private $access;

	/**
	 * Requests whose card attempt was counted (by spl_object_id).
	 *
	 * @var array<int, bool>
	 */
	private $counted = array();

	/**
	 * Constructor.
	 *
	 * @param UpdatePaymentMethod $update  Updates cards.
	 * @param ChangeRenewalAmount $amount  Changes renewal amounts.
	 * @param RateLimiter         $limiter Attempt counters.
	 * @param SubscriptionAccess  $access  Who owns which subscription.
	 */
	public function __construct( UpdatePaymentMethod $update, ChangeRenewalAmount $amount, RateLimiter $limiter, SubscriptionAccess $access ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'subscriptions/(?P<id>\d+)/payment-method';
		$this->update    = $update;
		$this->amount    = $amount;
		$this->limiter   = $limiter;
		$this->access    = $access;
	}

	/**
	 * The confirmed owner only. A card attempt is counted first, owner or not, so a card tester
	 * walking other donors' gifts is slowed down (429) like one probing cards on their own. Counted
	 * once per request: WordPress calls permission callbacks again to build the Allow header.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param int              $user_id Logged-in user.
	 */
	protected function check_access( $request, int $user_id ): void {
		$counted = isset( $this->counted[ spl_object_id( $request ) ] );
		// The Allow-header pass also runs for requests that failed validation: the token may be anything.
		$token = $request['paymentToken'];
		if ( ! $counted && is_string( $token ) && '' !== $token ) {
			$this->counted[ spl_object_id( $request ) ] = true;
			$this->limiter->hit( 'card-update-user:' . $user_id, (int) Settings::get( 'rate_limit_card_user' ), self::CARD_WINDOW );
			$this->limiter->hit( 'card-update-ip:' . HandleDonationFormPost::client_ip(), (int) Settings::get( 'rate_limit_card_ip' ), self::CARD_WINDOW );
		}
		$this->access->owned( (int) $request['id'], $user_id );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'id'           => SubscriptionRouteArgs::id(),
						'paymentToken' => array(
							'description' => __( 'Provider token of the new card (a Stripe PaymentMethod id); never a card number.', 'opengive' ),
							'type'        => 'string',
							'minLength'   => 1,
							'maxLength'   => 200,
						),
						'renewalAmount' => array(
							'description' => __( 'New amount per period in minor units (cents); 0 means the form\'s minimum.', 'opengive' ),
							'type'        => 'integer',
							'minimum'     => 0,
							// 1e20 passes WordPress's integer check and then wraps when cast: refuse it here.
							'maximum'     => AmountLimits::MAX_MINOR,
						),
						'returnUrl'    => array(
							'description' => __( 'Same-site page to go back to.', 'opengive' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Updates the card.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$id       = (int) $request['id'];
				$user     = get_current_user_id();
				$token    = isset( $request['paymentToken'] ) ? (string) $request['paymentToken'] : '';
				$amount   = isset( $request['renewalAmount'] ) ? AmountLimits::minor_units( $request['renewalAmount'], 'renewalAmount' ) : null;
				if ( '' === $token && null === $amount ) {
					throw new ValidationException( 'opengive_nothing_to_update', __( 'Enter a new card or a new amount.', 'opengive' ), 'paymentToken' );
				}
				if ( null !== $amount ) {
					// A bad amount is refused before the card is sent to the provider.
					$this->amount->validate( $id, $user, $amount );
				}
				if ( '' !== $token ) {
					// The attempt was counted in the permission callback, before the provider sees the card.
					$subscription = ( $this->update )( $id, $user, $token );
				}
				if ( null !== $amount ) {
					$subscription = ( $this->amount )( $id, $user, $amount );
				}
				return rest_ensure_response(
					array(
						'success' => true,
						'data'    => array(
							'url'    => add_query_arg( 'opengive-subscription-updated', $subscription->id, ReceiptBuilder::safe_return_url( (string) $request['returnUrl'] ) ),
							'status' => $subscription->status,
						),
					)
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/subscription-payment-method',
			'type'       => 'object',
			'properties' => array(
				'success' => array(
					'description' => __( 'Whether the card was changed.', 'opengive' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'data'    => array(
					'description' => __( 'url: where the browser goes next; status: the subscription status.', 'opengive' ),
					'type'        => 'object',
					'readonly'    => true,
				),
			),
		);
	}
}
