<?php
/**
 * /givewp/v3/subscriptions: routes, permissions, reads, update, trash and cancel (the list query
 * and the response are their own files).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\SubscriptionSchema;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Recurring gifts for the admin; the donor link is embeddable (_embed), read in one query per page.
 */
final class SubscriptionsController extends V3Controller {

	use SubscriptionListQuery;
	use SubscriptionResponse;

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Cancels.
	 *
	 * @var CancelSubscription
	 */
	private $cancel;

	/**
	 * Donors (primed for embedding).
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations (donor totals primed for embedding).
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param CancelSubscription     $cancel        Cancels.
	 * @param DonorRepository        $donors        Donors.
	 * @param DonationRepository     $donations     Donations.
	 */
	public function __construct( SubscriptionRepository $subscriptions, CancelSubscription $cancel, DonorRepository $donors, DonationRepository $donations ) {
		parent::__construct();
		$this->rest_base     = 'subscriptions';
		$this->subscriptions = $subscriptions;
		$this->cancel        = $cancel;
		$this->donors        = $donors;
		$this->donations     = $donations;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$schema = array( $this, 'get_public_item_schema' );
		$this->register_collection_route( array( $this->bulk_delete_endpoint( 'update_item_permissions_check' ) ) );
		( new ObjectNotesRoutes(
			$this->namespace,
			'subscriptions',
			'subscription',
			function ( int $id ) {
				$this->found( $id );
			},
			array( $this, 'get_items_permissions_check' ),
			array( $this, 'update_item_permissions_check' )
		) )->register();
		$this->register_item_route(
			self::sensitive_param(),
			array( $this->update_endpoint( 'update_item_permissions_check' ), $this->delete_endpoint( 'update_item_permissions_check' ) )
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/cancel',
			array(
				array(
					// POST, PUT and PATCH, as GiveWP's route (its admin sends PUT).
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'cancel' ),
					'permission_callback' => static function () {
						return Gate::allow( Capabilities::EDIT_PAYMENTS );
					},
					'args'                => self::validated(
						array_merge(
							self::id_arg(),
							array(
								'trash' => array(
									'description' => __( 'Also move the cancelled subscription to the trash.', 'opengive' ),
									'type'        => 'boolean',
									'default'     => false,
								),
							)
						)
					),
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query         = $this->list_query( $request );
		$subscriptions = $this->subscriptions->list( $query );
		// Donors (names, and embedded donors) come from memory: one query for the page, not one per row.
		$extras = new SubscriptionExtras( $subscriptions, $this->donors );
		if ( self::embeds( $request ) ) {
			$this->donations->totals_for_donors( wp_list_pluck( $subscriptions, 'donor_id' ) );
		}
		$items = array();
		foreach ( $subscriptions as $subscription ) {
			$items[] = $this->prepare_response_for_collection( $this->respond( $subscription, $request, $extras ) );
		}
		return $this->paginated( $items, $this->subscriptions->count( $query ), $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return $this->respond( $this->found( (int) $request['id'] ), $request );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		$args = parent::get_endpoint_args_for_item_schema( $method );
		return \WP_REST_Server::EDITABLE === $method ? array_merge( $args, SubscriptionChanges::args() ) : $args;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_PAYMENTS );
	}

	/**
	 * Changes status, next renewal date, the provider's reference, the renewal amount and the
	 * installments (SubscriptionChanges: the donor's amount rules, a note per change).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$subscription = $this->found( (int) $request['id'] );
				if ( isset( $request['renewsAt'] ) ) {
					$renews = Values::to_utc( (string) $request['renewsAt'] );
					if ( null === $renews ) {
						throw new ValidationException( 'opengive_invalid_date', __( 'Send the date as ISO 8601 (2026-11-23T10:00:00+00:00).', 'opengive' ), 'renewsAt' );
					}
					$subscription->renews_at = $renews;
				}
				if ( isset( $request['gatewaySubscriptionId'] ) ) {
					$subscription->gateway_subscription_id = sanitize_text_field( (string) $request['gatewaySubscriptionId'] );
				}
				if ( isset( $request['status'] ) ) {
					$subscription->status = (string) $request['status'];
				}
				$changes = SubscriptionChanges::apply( $subscription, $request );
				Transaction::run(
					function () use ( $subscription, $changes ) {
						$this->subscriptions->update( $subscription );
						SubscriptionChanges::note( $subscription, $changes );
					}
				);
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				return $this->respond( $subscription, $request );
			}
		);
	}

	/**
	 * Moves a subscription to the trash (status trashed; it no longer renews), or with force=true
	 * deletes it; its gifts stay, as GiveWP keeps them.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$subscription = $this->found( (int) $request['id'] );
				$previous     = SubscriptionSchema::prepare( $subscription, true );
				if ( empty( $request['force'] ) ) {
					$subscription->status = SubscriptionStatus::TRASHED;
					$this->subscriptions->update( $subscription );
				} else {
					$this->subscriptions->delete( $subscription->id );
				}
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'trashed'  => empty( $request['force'] ),
						'previous' => $previous,
					)
				);
			}
		);
	}

	/**
	 * Cancels (no more renewals).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function cancel( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$subscription = ( $this->cancel )( (int) $request['id'], get_current_user_id() );
				if ( ! empty( $request['trash'] ) ) {
					$subscription->status = SubscriptionStatus::TRASHED;
					$this->subscriptions->update( $subscription );
				}
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				return $this->respond( $subscription, $request );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = SubscriptionSchema::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The subscription or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	private function found( int $id ): Subscription {
		$subscription = $this->subscriptions->find( $id );
		if ( null === $subscription ) {
			throw new NotFoundException( 'opengive_subscription_not_found', __( 'That recurring gift does not exist.', 'opengive' ) );
		}
		return $subscription;
	}
}
