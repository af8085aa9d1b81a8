<?php
/**
 * The givewp/donor resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Donors\Models\Donor;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. Email and phone appear only with includeSensitiveData; "redact" names a
 * donor who only ever gave anonymously "Anonymous".
 */
final class DonorSchema {

	const SENSITIVE = array( 'email', 'phone' );

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
				'firstName'              => $editable( __( 'First name.', 'opengive' ), 100 ),
				'lastName'               => $editable( __( 'Last name.', 'opengive' ), 100 ),
				'email'                  => Values::prop( 'string', __( 'Email (sensitive).', 'opengive' ) ),
				'phone'                  => $editable( __( 'Phone (sensitive).', 'opengive' ), 50 ),
				'company'                => $editable( __( 'Company.', 'opengive' ), 191 ),
				'totalAmountDonated'     => Values::money_schema( __( 'Sum of completed gifts.', 'opengive' ) ),
				'totalNumberOfDonations' => Values::prop( 'integer', __( 'Number of completed gifts.', 'opengive' ) ),
				'avatarUrl'              => Values::prop( 'string', __( 'Avatar image.', 'opengive' ), array( 'format' => 'uri' ) ),
			),
		);
		return Values::with_required_except( $schema, self::SENSITIVE );
	}

	/**
	 * A donor as the API shows it.
	 *
	 * @param Donor                                            $d         Donor.
	 * @param array{amount: int, count: int, currency: string} $totals    Completed gifts.
	 * @param bool                                             $sensitive Include sensitive fields.
	 * @param bool                                             $redact    Hide the donor's identity.
	 * @return array<string, mixed>
	 */
	public static function prepare( Donor $d, array $totals, bool $sensitive, bool $redact ): array {
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
				)
			);
			$sensitive = false;
		}
		if ( ! $sensitive ) {
			$data = array_diff_key( $data, array_flip( self::SENSITIVE ) );
		}
		return $data;
	}
}
