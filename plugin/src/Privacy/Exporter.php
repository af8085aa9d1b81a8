<?php
/**
 * Personal data exporters (callbacks core calls with an email and a page number).
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Each callback returns core's shape: array( 'data' => items, 'done' => bool ).
 */
final class Exporter {

	/**
	 * The donor profile (one item, on page 1).
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function donor( string $email, int $page = 1 ): array {
		$donor = Lookup::donor( $email );
		if ( null === $donor || $page > 1 ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$fields = array(
			'email'      => __( 'Email', 'opengive' ),
			'honorific'  => __( 'Title', 'opengive' ),
			'first_name' => __( 'First name', 'opengive' ),
			'last_name'  => __( 'Last name', 'opengive' ),
			'phone'      => __( 'Phone', 'opengive' ),
			'company'    => __( 'Company', 'opengive' ),
			'created_at' => __( 'First gift (UTC)', 'opengive' ),
		);
		return array(
			'data' => array(
				array(
					'group_id'          => 'opengive-donor',
					'group_label'       => __( 'Donor profile', 'opengive' ),
					'group_description' => __( 'The donor record OpenGive keeps for your gifts.', 'opengive' ),
					'item_id'           => 'opengive-donor-' . (int) $donor->id,
					'data'              => self::pairs( $donor, $fields ),
				),
			),
			'done' => true,
		);
	}

	/**
	 * The person's donations, PAGE_SIZE per page.
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function donations( string $email, int $page = 1 ): array {
		$rows   = Lookup::donations( $email, $page );
		$fields = array(
			'created_at' => __( 'Date (UTC)', 'opengive' ),
			'amount'     => __( 'Amount', 'opengive' ),
			'status'     => __( 'Status', 'opengive' ),
			'gateway_id' => __( 'Payment method', 'opengive' ),
			'honorific'  => __( 'Title', 'opengive' ),
			'first_name' => __( 'First name', 'opengive' ),
			'last_name'  => __( 'Last name', 'opengive' ),
			'email'      => __( 'Email', 'opengive' ),
			'phone'      => __( 'Phone', 'opengive' ),
			'company'    => __( 'Company', 'opengive' ),
			'address1'   => __( 'Address line 1', 'opengive' ),
			'address2'   => __( 'Address line 2', 'opengive' ),
			'city'       => __( 'City', 'opengive' ),
			'state'      => __( 'State / county', 'opengive' ),
			'zip'        => __( 'Postal code', 'opengive' ),
			'country'    => __( 'Country', 'opengive' ),
			'comment'       => __( 'Comment', 'opengive' ),
			'custom_fields' => __( 'Other answers', 'opengive' ),
			'payment_brand' => __( 'Card brand', 'opengive' ),
			'payment_last4' => __( 'Card ending in', 'opengive' ),
			'donor_ip'      => __( 'IP address', 'opengive' ),
		);
		$items  = array();
		foreach ( $rows as $row ) {
			$row->amount = self::money( (int) $row->amount, (string) $row->currency );
			$items[]     = array(
				'group_id'          => 'opengive-donations',
				'group_label'       => __( 'Donations', 'opengive' ),
				'group_description' => __( 'Gifts made through OpenGive donation forms.', 'opengive' ),
				'item_id'           => 'opengive-donation-' . (int) $row->id,
				'data'              => self::pairs( $row, $fields ),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < Lookup::PAGE_SIZE,
		);
	}

	/**
	 * The person's recurring gifts, PAGE_SIZE per page.
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function subscriptions( string $email, int $page = 1 ): array {
		$rows   = Lookup::subscriptions( $email, $page );
		$fields = array(
			'created_at' => __( 'Started (UTC)', 'opengive' ),
			'amount'     => __( 'Amount', 'opengive' ),
			'period'     => __( 'Every', 'opengive' ),
			'status'     => __( 'Status', 'opengive' ),
			'renews_at'  => __( 'Next renewal (UTC)', 'opengive' ),
			'gateway_id' => __( 'Payment method', 'opengive' ),
		);
		$items  = array();
		foreach ( $rows as $row ) {
			$row->amount = self::money( (int) $row->amount, (string) $row->currency );
			$items[]     = array(
				'group_id'          => 'opengive-subscriptions',
				'group_label'       => __( 'Recurring gifts', 'opengive' ),
				'group_description' => __( 'Recurring gifts set up through OpenGive donation forms.', 'opengive' ),
				'item_id'           => 'opengive-subscription-' . (int) $row->id,
				'data'              => self::pairs( $row, $fields ),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $rows ) < Lookup::PAGE_SIZE,
		);
	}

	/**
	 * Name/value pairs of a row's non-empty fields (core's export item data shape).
	 *
	 * @param object                $row    Row.
	 * @param array<string, string> $fields Column => label.
	 * @return array<int, array{name: string, value: string}>
	 */
	private static function pairs( $row, array $fields ): array {
		$pairs = array();
		foreach ( $fields as $column => $label ) {
			$value = isset( $row->$column ) ? (string) $row->$column : '';
			if ( '' !== $value ) {
				$pairs[] = array(
					'name'  => $label,
					'value' => $value,
				);
			}
		}
		return $pairs;
	}

	/**
	 * "12.34 USD" from minor units, with the currency's own decimals.
	 *
	 * @param int    $minor Minor units.
	 * @param string $code  Currency code.
	 */
	private static function money( int $minor, string $code ): string {
		return AmountFormatter::to_decimal_string( $minor, Currency::default_decimals( $code ) ) . ' ' . $code;
	}
}
