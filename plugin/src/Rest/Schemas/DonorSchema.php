<?php
/**
 * The givewp/donor resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Donors\Models\Donor;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. Email, phone, addresses and the account link are filled only with
 * includeSensitiveData ('' / [] without it, as GiveWP sends them); "redact" names a donor who only
 * ever gave anonymously "Anonymous".
 */
final class DonorSchema {

	/** Sensitive field => its empty value. */
	const SENSITIVE = array(
		'email'           => '',
		'phone'           => '',
		'addresses'       => array(),
		'wpUserPermalink' => '',
	);

	/**
	 * JSON schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$editable = static function ( string $description, int $max ) {
			return Values::prop(
				'string',
				$description,
				array(
					'readonly'  => false,
					'maxLength' => $max,
				)
			);
		};
		$schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/donor',
			'type'       => 'object',
			'properties' => array(
				'id'                     => Values::prop( 'integer', __( 'Donor id.', 'opengive' ) ),
				'userId'                 => Values::prop( array( 'integer', 'null' ), __( 'Linked WordPress account.', 'opengive' ) ),
				'createdAt'              => Values::date_schema( __( 'First gift.', 'opengive' ) ),
				'name'                   => Values::prop( 'string', __( 'Full name.', 'opengive' ) ),
				'firstName'              => $editable( __( 'First name.', 'opengive' ), FieldLimits::max( 'donors', 'first_name' ) ),
				'lastName'               => $editable( __( 'Last name.', 'opengive' ), FieldLimits::max( 'donors', 'last_name' ) ),
				'email'                  => Values::prop( 'string', __( 'Email (sensitive).', 'opengive' ) ),
				'phone'                  => $editable( __( 'Phone (sensitive).', 'opengive' ), FieldLimits::max( 'donors', 'phone' ) ),
				'company'                => $editable( __( 'Company.', 'opengive' ), FieldLimits::max( 'donors', 'company' ) ),
				'totalAmountDonated'     => Values::money_schema( __( 'Sum of completed gifts.', 'opengive' ) ),
				'totalNumberOfDonations' => Values::prop( 'integer', __( 'Number of completed gifts.', 'opengive' ) ),
				'avatarUrl'              => Values::prop( 'string', __( 'Avatar image.', 'opengive' ), array( 'format' => 'uri' ) ),
				'prefix'                 => $editable( __( 'Title such as Mr or Dr (GiveWP\'s prefix).', 'opengive' ), FieldLimits::max( 'donors', 'honorific' ) ),
				'addresses'              => Values::prop(
					'array',
					__( 'Billing addresses the donor gave, newest first (sensitive).', 'opengive' ),
					array(
						'items' => array(
							'type'       => 'object',
							'properties' => array_fill_keys( array( 'address1', 'address2', 'city', 'state', 'country', 'zip' ), array( 'type' => 'string' ) ),
						),
					)
				),
				'wpUserPermalink'        => Values::prop( array( 'string', 'null' ), __( 'Where the linked account is edited (null without one; sensitive).', 'opengive' ) ),
			),
		);
		return Values::with_required_except( $schema, array_keys( self::SENSITIVE ) );
	}

	/**
	 * A donor as the API shows it.
	 *
	 * @param Donor                                            $d         Donor.
	 * @param array{amount: int, count: int, currency: string} $totals    Completed gifts.
	 * @param bool                                             $sensitive Include sensitive fields.
	 * @param bool                                             $redact    Hide the donor's identity.
	 * @param array<int, array<string, string>>                $addresses Billing addresses, newest first.
	 * @return array<string, mixed>
	 */
	public static function prepare( Donor $d, array $totals, bool $sensitive, bool $redact, array $addresses = array() ): array {
		$data = array(
			'id'                     => $d->id,
			'userId'                 => $d->user_id,
			'createdAt'              => Values::date( $d->created_at ),
			'name'                   => trim( $d->first_name . ' ' . $d->last_name ),
			'firstName'              => $d->first_name,
			'lastName'               => $d->last_name,
			'email'                  => $d->email,
			'phone'                  => $d->phone,
			'company'                => $d->company,
			'totalAmountDonated'     => Values::money( $totals['amount'], $totals['currency'] ),
			'totalNumberOfDonations' => $totals['count'],
			'avatarUrl'              => (string) get_avatar_url( $redact ? '' : $d->email ),
			'prefix'                 => $d->honorific,
			'addresses'              => $addresses,
			// Only worked out when shown: it reads the account.
			'wpUserPermalink'        => $sensitive && ! $redact && null !== $d->user_id ? (string) get_edit_user_link( $d->user_id ) : null,
		);
		if ( $redact ) {
			$data      = array_merge(
				$data,
				array(
					'userId'    => null,
					'name'      => __( 'Anonymous', 'opengive' ),
					'firstName' => __( 'Anonymous', 'opengive' ),
					'lastName'  => '',
					'company'   => '',
					'prefix'    => '',
				)
			);
			$sensitive = false;
		}
		if ( ! $sensitive ) {
			$data = array_merge( $data, self::SENSITIVE );
		}
		return $data;
	}
}
