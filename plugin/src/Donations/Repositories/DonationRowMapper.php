<?php
/**
 * Donation rows to models and back.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\Models\Donation;

defined( 'ABSPATH' ) || exit;

/**
 * The row mapping of DonationRepository: which column holds which field, and how a stored row
 * (strings from the database) becomes a typed Donation.
 */
final class DonationRowMapper {

	/**
	 * Column values for a donation.
	 *
	 * @param Donation $d Donation.
	 * @return array<string, mixed>
	 */
	public static function to_row( Donation $d ): array {
		return array(
			'form_id'                => $d->form_id,
			'campaign_id'            => $d->campaign_id,
			'donor_id'               => $d->donor_id,
			'subscription_id'        => $d->subscription_id,
			'status'                 => $d->status,
			'type'                   => $d->type,
			'mode'                   => $d->mode,
			'amount'                 => $d->amount,
			'fee_amount_recovered'   => $d->fee_amount_recovered,
			'refunded_amount'        => $d->refunded_amount,
			'currency'               => $d->currency,
			'gateway_id'             => $d->gateway_id,
			'gateway_transaction_id' => $d->gateway_transaction_id,
			'purchase_key'           => $d->purchase_key,
			'idempotency_key'        => $d->idempotency_key,
			'donor_ip'               => $d->donor_ip,
			'honorific'              => $d->honorific,
			'first_name'             => $d->first_name,
			'last_name'              => $d->last_name,
			'email'                  => $d->email,
			'phone'                  => $d->phone,
			'company'                => $d->company,
			'comment'                => $d->comment,
			'anonymous'              => $d->anonymous ? 1 : 0,
			'level_id'               => $d->level_id,
			'payment_brand'          => $d->payment_brand,
			'payment_last4'          => $d->payment_last4,
			'custom_fields'          => $d->custom_fields ? wp_json_encode( $d->custom_fields ) : null,
			'address1'               => $d->billing_address['address1'],
			'address2'               => $d->billing_address['address2'],
			'city'                   => $d->billing_address['city'],
			'state'                  => $d->billing_address['state'],
			'country'                => $d->billing_address['country'],
			'zip'                    => $d->billing_address['zip'],
			'created_at'             => $d->created_at,
			'updated_at'             => $d->updated_at,
		);
	}

	/**
	 * A donation from a row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	public static function from_row( array $row ): Donation {
		$d                         = new Donation();
		$d->id                     = (int) $row['id'];
		$d->form_id                = (int) $row['form_id'];
		$d->campaign_id            = null === $row['campaign_id'] ? null : (int) $row['campaign_id'];
		$d->donor_id               = (int) $row['donor_id'];
		$d->subscription_id        = null === $row['subscription_id'] ? null : (int) $row['subscription_id'];
		$d->status                 = (string) $row['status'];
		$d->type                   = (string) $row['type'];
		$d->mode                   = (string) $row['mode'];
		$d->amount                 = (int) $row['amount'];
		$d->fee_amount_recovered   = (int) $row['fee_amount_recovered'];
		$d->refunded_amount        = (int) ( $row['refunded_amount'] ?? 0 );
		$d->currency               = (string) $row['currency'];
		$d->gateway_id             = (string) $row['gateway_id'];
		$d->gateway_transaction_id = (string) $row['gateway_transaction_id'];
		$d->purchase_key           = (string) $row['purchase_key'];
		$d->idempotency_key        = isset( $row['idempotency_key'] ) ? (string) $row['idempotency_key'] : null;
		$d->donor_ip               = (string) $row['donor_ip'];
		$d->honorific              = (string) $row['honorific'];
		$d->first_name             = (string) $row['first_name'];
		$d->last_name              = (string) $row['last_name'];
		$d->email                  = (string) $row['email'];
		$d->phone                  = (string) $row['phone'];
		$d->company                = (string) $row['company'];
		$d->comment                = (string) $row['comment'];
		$d->anonymous              = (bool) (int) $row['anonymous'];
		$d->level_id               = (string) $row['level_id'];
		$d->payment_brand          = (string) ( $row['payment_brand'] ?? '' );
		$d->payment_last4          = (string) ( $row['payment_last4'] ?? '' );
		$custom                    = isset( $row['custom_fields'] ) ? json_decode( (string) $row['custom_fields'], true ) : null;
		$d->custom_fields          = is_array( $custom ) ? $custom : array();
		$d->billing_address        = array(
			'address1' => (string) $row['address1'],
			'address2' => (string) $row['address2'],
			'city'     => (string) $row['city'],
			'state'    => (string) $row['state'],
			'country'  => (string) $row['country'],
			'zip'      => (string) $row['zip'],
		);
		$d->created_at             = (string) $row['created_at'];
		$d->updated_at             = (string) $row['updated_at'];
		return $d;
	}

	/**
	 * A donation from a row that may be missing ($wpdb->get_row answers null).
	 *
	 * @param array<string, mixed>|null $row Row or null.
	 */
	public static function from_row_or_null( ?array $row ): ?Donation {
		return null === $row ? null : self::from_row( $row );
	}
}
