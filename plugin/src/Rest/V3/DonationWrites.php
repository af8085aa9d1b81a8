<?php
/**
 * The donation fields GiveWP lets clients write beyond names and status: email, billing address,
 * campaign, form, donor, date, amounts; and the admin-created donation (POST /donations).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Plugin;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Money\Currency;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Every value is checked before anything is changed: a bad one is a 400 naming the field, and the
 * donation is left as it was.
 */
final class DonationWrites {

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Constructor.
	 *
	 * @param DonorRepository $donors Donors.
	 */
	public function __construct( DonorRepository $donors ) {
		$this->donors = $donors;
	}

	/**
	 * Copies the request's writable fields (other than those the controller handles) onto the donation.
	 *
	 * @param Donation         $donation Donation.
	 * @param \WP_REST_Request $request  Request.
	 * @throws ValidationException When a value is refused.
	 */
	public function apply( Donation $donation, \WP_REST_Request $request ): void {
		$changes = array();
		if ( isset( $request['email'] ) ) {
			$email = sanitize_email( (string) $request['email'] );
			if ( ! is_email( $email ) ) {
				throw new ValidationException( 'opengive_invalid_email', __( 'Enter a valid email address.', 'opengive' ), 'email' );
			}
			FieldLimits::check( $email, 'donations', 'email', 'email' );
			$changes['email'] = $email;
		}
		if ( isset( $request['billingAddress'] ) && is_array( $request['billingAddress'] ) ) {
			$address = $donation->billing_address;
			foreach ( array( 'address1', 'address2', 'city', 'state', 'country', 'zip' ) as $key ) {
				if ( isset( $request['billingAddress'][ $key ] ) ) {
					$value = sanitize_text_field( (string) $request['billingAddress'][ $key ] );
					FieldLimits::check( $value, 'donations', $key, "billingAddress.{$key}" );
					$address[ $key ] = $value;
				}
			}
			$changes['billing_address'] = $address;
		}
		if ( isset( $request['campaignId'] ) ) {
			$changes['campaign_id'] = self::campaign( (int) $request['campaignId'] );
		}
		if ( isset( $request['formId'] ) ) {
			$changes['form_id'] = self::form( (int) $request['formId'] );
		}
		if ( isset( $request['donorId'] ) && (int) $request['donorId'] !== $donation->donor_id ) {
			$changes['donor_id'] = $this->donor( (int) $request['donorId'] );
		}
		if ( isset( $request['createdAt'] ) ) {
			$changes['created_at'] = self::date( (string) $request['createdAt'] );
		}
		$currency = $donation->currency;
		if ( isset( $request['amount'] ) ) {
			list( $changes['amount'], $currency ) = self::money( $request['amount'], $currency, 'amount', 1 );
		}
		if ( isset( $request['feeAmountRecovered'] ) ) {
			list( $changes['fee_amount_recovered'] ) = self::money( $request['feeAmountRecovered'], $currency, 'feeAmountRecovered', 0 );
		}
		if ( isset( $request['gatewayId'] ) ) {
			$gateway = sanitize_key( (string) $request['gatewayId'] );
			if ( '' === $gateway || strlen( $gateway ) > 50 ) {
				throw new ValidationException( 'opengive_invalid_gateway', __( 'The gateway id must be 1 to 50 lowercase letters, digits, dashes or underscores.', 'opengive' ), 'gatewayId' );
			}
			$changes['gateway_id'] = $gateway;
		}
		$changes['currency'] = $currency;
		foreach ( $changes as $property => $value ) {
			$donation->$property = $value;
		}
	}

	/**
	 * A new donation from GiveWP's create request (donorId, amount, gatewayId, mode, formId,
	 * firstName and email are required, as in GiveWP). Nothing is charged.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws ValidationException When a value is refused.
	 */
	public function create( \WP_REST_Request $request ): Donation {
		$donation               = new Donation();
		$donation->form_id      = self::form( (int) $request['formId'] );
		$donation->donor_id     = $this->donor( (int) $request['donorId'] );
		$settings               = FormSettings::from_meta( get_post_meta( $donation->form_id, FormSettings::META_KEY, true ) );
		$donation->currency     = $settings->currency->code;
		$donation->campaign_id  = $settings->campaign_id;
		$donation->status       = isset( $request['status'] ) ? (string) $request['status'] : DonationStatus::COMPLETE;
		$donation->type         = 'single';
		$donation->mode         = (string) $request['mode'];
		$donation->purchase_key = bin2hex( random_bytes( 16 ) );
		$donation->level_id     = 'custom';
		self::apply_text_fields( $donation, $request );
		$donation->anonymous = ! empty( $request['anonymous'] );
		$this->apply( $donation, $request );
		return $donation;
	}

	/**
	 * Copies the names, phone, company, level and comment (and the extra text fields given, such as
	 * the status on update) onto the donation, each checked against its column.
	 *
	 * @param Donation              $donation Donation.
	 * @param \WP_REST_Request      $request  Request.
	 * @param array<string, string> $extra    More text fields, param => property.
	 * @throws ValidationException When a value outgrows its column.
	 */
	public static function apply_text_fields( Donation $donation, \WP_REST_Request $request, array $extra = array() ): void {
		$fields = array_merge(
			array(
				'honorific' => 'honorific',
				'firstName' => 'first_name',
				'lastName'  => 'last_name',
				'phone'     => 'phone',
				'company'   => 'company',
				'levelId'   => 'level_id',
			),
			$extra
		);
		foreach ( $fields as $param => $property ) {
			if ( isset( $request[ $param ] ) ) {
				// Checked after sanitising: a lone '<' becomes '&lt;', so a value within the schema's
				// maxLength can outgrow its column.
				$value = sanitize_text_field( (string) $request[ $param ] );
				FieldLimits::check( $value, 'donations', $property, $param );
				$donation->$property = $value;
			}
		}
		if ( isset( $request['comment'] ) ) {
			$comment = sanitize_textarea_field( (string) $request['comment'] );
			FieldLimits::check( $comment, 'donations', 'comment', 'comment' );
			$donation->comment = $comment;
		}
	}

	/**
	 * An amount as GiveWP sends one ({value, currency}, or valueInMinorUnits) in minor units, checked
	 * against the site-wide ceiling; the currency stays the donation's unless one is given.
	 *
	 * @param mixed  $money    Sent value.
	 * @param string $currency Current currency.
	 * @param string $field    Field name for errors.
	 * @param int    $minimum  Smallest allowed minor units.
	 * @return array{0: int, 1: string}
	 * @throws ValidationException When it is not a usable amount.
	 */
	public static function money( $money, string $currency, string $field, int $minimum ): array {
		$money = (array) $money;
		if ( isset( $money['currency'] ) && '' !== (string) $money['currency'] ) {
			$currency = strtoupper( (string) $money['currency'] );
			if ( ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
				throw new ValidationException( 'opengive_invalid_currency', __( 'The currency must be a three-letter ISO code.', 'opengive' ), $field );
			}
		}
		if ( isset( $money['valueInMinorUnits'] ) && is_int( $money['valueInMinorUnits'] ) ) {
			$minor = $money['valueInMinorUnits'];
		} elseif ( isset( $money['value'] ) && is_numeric( $money['value'] ) ) {
			$scaled = (float) $money['value'] * ( 10 ** Currency::default_decimals( $currency ) );
			$minor  = (int) round( $scaled );
			if ( abs( $scaled - $minor ) > 0.000001 ) {
				throw new ValidationException( 'opengive_amount_decimals', __( 'The amount has more decimals than its currency.', 'opengive' ), $field );
			}
		} else {
			throw new ValidationException( 'opengive_amount_invalid', __( 'Send the amount as {value, currency}.', 'opengive' ), $field );
		}
		if ( $minor < $minimum || $minor > AmountLimits::ceiling() ) {
			throw new ValidationException( 'opengive_amount_out_of_range', __( 'The amount is out of the allowed range.', 'opengive' ), $field );
		}
		return array( $minor, $currency );
	}

	/**
	 * A campaign id that exists; 0 or null unlinks.
	 *
	 * @param int $id Id.
	 * @throws ValidationException When there is no such campaign.
	 */
	private static function campaign( int $id ): ?int {
		if ( $id <= 0 ) {
			return null;
		}
		if ( null === Plugin::container()->get( CampaignRepository::class )->find( $id ) ) {
			throw new ValidationException( 'opengive_invalid_campaign', __( 'That campaign does not exist.', 'opengive' ), 'campaignId' );
		}
		return $id;
	}

	/**
	 * A donation form id that exists.
	 *
	 * @param int $id Id.
	 * @throws ValidationException When there is no such form.
	 */
	private static function form( int $id ): int {
		if ( $id <= 0 || FormPostType::POST_TYPE !== get_post_type( $id ) ) {
			throw new ValidationException( 'opengive_invalid_form', __( 'That donation form does not exist.', 'opengive' ), 'formId' );
		}
		return $id;
	}

	/**
	 * A donor id that exists.
	 *
	 * @param int $id Id.
	 * @throws ValidationException When there is no such donor.
	 */
	private function donor( int $id ): int {
		if ( $id <= 0 || null === $this->donors->find( $id ) ) {
			throw new ValidationException( 'opengive_invalid_donor', __( 'That donor does not exist.', 'opengive' ), 'donorId' );
		}
		return $id;
	}

	/**
	 * An ISO-8601 date as stored (UTC).
	 *
	 * @param string $iso Date as sent.
	 * @throws ValidationException When it is not a date.
	 */
	private static function date( string $iso ): string {
		$utc = Values::to_utc( $iso );
		if ( null === $utc ) {
			throw new ValidationException( 'opengive_invalid_date', __( 'Send the date as ISO 8601 (2026-11-23T10:00:00+00:00).', 'opengive' ), 'createdAt' );
		}
		return $utc;
	}
}
