<?php
/**
 * The /givewp/v3/donations writes: update (a status change is noted), trash or delete, the
 * admin-created donation or renewal (nothing charged), and refund through the gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\RefundReason;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Schemas\DonationSchema;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Used by DonationsController (its repositories, refund action and found()/respond()); the field
 * rules are DonationWrites' and RenewalWrites'.
 */
trait DonationWriteEndpoints {

	/**
	 * Changes status, names, phone, company, comment or anonymity; a status change is noted.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				$before   = $donation->status;
				DonationWrites::apply_text_fields( $donation, $request, array( 'status' => 'status' ) );
				if ( isset( $request['anonymous'] ) ) {
					$donation->anonymous = (bool) $request['anonymous'];
				}
				( new DonationWrites( $this->donors ) )->apply( $donation, $request );
				$this->donations->update( $donation );
				if ( $before !== $donation->status ) {
					$this->notes->add(
						$donation->id,
						/* translators: 1: old status, 2: new status */
						sprintf( __( 'Status changed from %1$s to %2$s.', 'opengive' ), DonationStatus::label( $before ), DonationStatus::label( $donation->status ) ),
						'system',
						get_current_user_id()
					);
				}
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				$request['anonymousDonations']   = 'include';
				return $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
			}
		);
	}

	/**
	 * Moves a donation to the trash (status trash, with a note of the status it had), or with
	 * force=true deletes it and its notes, as GiveWP does.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				$previous = DonationSchema::prepare( $donation, '', true, false );
				if ( empty( $request['force'] ) ) {
					$before           = $donation->status;
					$donation->status = DonationStatus::TRASH;
					$this->donations->update( $donation );
					$this->notes->add(
						$donation->id,
						/* translators: %s: the status the donation had */
						sprintf( __( 'Moved to the trash (was %s).', 'opengive' ), DonationStatus::label( $before ) ),
						'system',
						get_current_user_id()
					);
					return rest_ensure_response(
						array(
							'deleted'  => true,
							'trashed'  => true,
							'previous' => $previous,
						)
					);
				}
				$this->donations->delete( $donation->id );
				$this->notes->delete_for_donation( $donation->id );
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'previous' => $previous,
					)
				);
			}
		);
	}

	/**
	 * Records a donation made elsewhere (GiveWP's admin-created donation): nothing is charged.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				if ( 'renewal' === RenewalWrites::kind( $request ) ) {
					$donation = RenewalWrites::create( $request, new DonationWrites( $this->donors ) );
				} else {
					$donation = ( new DonationWrites( $this->donors ) )->create( $request );
					$this->donations->insert( $donation );
				}
				$this->notes->add( $donation->id, __( 'Recorded through the API (nothing was charged).', 'opengive' ), 'system', get_current_user_id() );
				$request['includeSensitiveData'] = true;
				$request['anonymousDonations']   = 'include';
				$response                        = $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
				$response->set_status( 201 );
				$response->header( 'Location', rest_url( "{$this->namespace}/donations/{$donation->id}" ) );
				return $response;
			}
		);
	}

	/**
	 * The refund route's arguments: how much (money as the donation's amount is written; absent for
	 * all that is left), why (Stripe's reasons), and the admin's own note.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function refund_args(): array {
		return array(
			'amount' => DonationSchema::writable_money( __( 'How much of the gift to refund, in its currency ({value} in major units, or {valueInMinorUnits}); more than zero and at most what is left (amount less refundedAmount). Absent: all that is left, with the recovered fee.', 'opengive' ) ),
			'reason' => array(
				'description' => __( 'Why the gift is refunded; empty for no reason given.', 'opengive' ),
				'type'        => 'string',
				'enum'        => array_merge( array( '' ), RefundReason::all() ),
				'default'     => '',
			),
			'note'   => array(
				'description' => __( 'Kept with the refund in the donation\'s notes.', 'opengive' ),
				'type'        => 'string',
				'maxLength'   => 500,
				'default'     => '',
				'sanitize_callback' => 'sanitize_textarea_field',
			),
		);
	}

	/**
	 * Refunds through the gateway.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function refund( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$amount = null;
				if ( isset( $request['amount'] ) ) {
					$gift = $this->found( (int) $request['id'] )->currency;
					// Minimum 0: the refund's own check answers a zero or too large amount, with what is left.
					list( $amount, $currency ) = DonationWrites::money( $request['amount'], $gift, 'amount', 0 );
					if ( $currency !== $gift ) {
						throw new ValidationException( 'opengive_refund_amount_invalid', __( 'A refund is in the gift\'s own currency.', 'opengive' ), 'amount' );
					}
				}
				$donation = ( $this->refund )( (int) $request['id'], get_current_user_id(), (string) $request['reason'], (string) $request['note'], $amount );
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				$request['anonymousDonations']   = 'include';
				return $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
			}
		);
	}
}
