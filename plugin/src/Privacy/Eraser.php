<?php
/**
 * Personal data erasers: anonymise what the charity must keep for its accounts, say so.
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Donations stay (amount, fee, currency, date, status, form, campaign, gateway and its transaction id:
 * a charity's books and tax receipts need them) with every personal column cleared. While the person
 * still has a recurring gift that renews, nothing is erased: its renewals and receipts need the name
 * and email, and silently cancelling a gift is not an eraser's call; the message says to cancel first.
 * Each callback returns core's shape: items_removed, items_retained, messages, done.
 */
final class Eraser {

	/**
	 * Anonymises the person's donations, PAGE_SIZE per call (erased rows drop out of the match,
	 * so every page reads the first PAGE_SIZE rows still carrying personal data).
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page (see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function donations( string $email, int $page = 1 ): array {
		$blocked = $this->blocked_by_recurring( $email );
		if ( null !== $blocked ) {
			return $blocked;
		}
		global $wpdb;
		$rows = Lookup::donations( $email, $page, true );
		$ids  = array_map(
			static function ( $row ) {
				return (int) $row->id;
			},
			$rows
		);
		if ( array() !== $ids ) {
			$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			$wpdb->query( // phpcs:ignore WordPress.DB -- our own table; $in is placeholders only.
				$wpdb->prepare(
					"UPDATE {$wpdb->prefix}opengive_donations SET honorific = '', first_name = '', last_name = '', email = %s, phone = '', company = '', comment = '', address1 = '', address2 = '', city = '', state = '', country = '', zip = '', donor_ip = '', custom_fields = NULL, payment_brand = '', payment_last4 = '', anonymous = 1, updated_at = %s WHERE id IN ({$in})", // phpcs:ignore WordPress.DB
					array_merge( array( Lookup::ERASED_EMAIL, current_time( 'mysql', true ) ), $ids )
				)
			);
		}
		$count    = count( $ids );
		$messages = array();
		if ( $count > 0 ) {
			$messages[] = sprintf(
				/* translators: %d: number of donations. */
				_n(
					'OpenGive anonymised %d donation. Its amount, date and status are kept for the charity\'s financial records; the name, email, phone, address, company, comment, card details and IP address were removed.',
					'OpenGive anonymised %d donations. Their amounts, dates and statuses are kept for the charity\'s financial records; the names, emails, phones, addresses, companies, comments, card details and IP addresses were removed.',
					$count,
					'opengive'
				),
				$count
			);
		}
		return EraserAnswer::blanked( $count, $messages, $count < Lookup::PAGE_SIZE );
	}

	/**
	 * Recurring gifts hold no personal column of their own: they are kept as they are and linked
	 * to the donor record, which the donor eraser anonymises.
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page (one page: only a count is read).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function subscriptions( string $email, int $page = 1 ): array {
		$blocked = $this->blocked_by_recurring( $email );
		if ( null !== $blocked ) {
			return $blocked;
		}
		global $wpdb;
		$donor_id = Lookup::donor_id( $email );
		$count    = 0 === $donor_id ? 0 : (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_subscriptions WHERE donor_id = %d", $donor_id ) ); // phpcs:ignore WordPress.DB -- our own table.
		$messages = array();
		if ( $count > 0 ) {
			$messages[] = sprintf(
				/* translators: %d: number of recurring gifts. */
				_n(
					'OpenGive kept %d ended recurring gift (amount, period, status and dates) for the charity\'s financial records; it holds no personal data once the donor profile is anonymised.',
					'OpenGive kept %d ended recurring gifts (amounts, periods, statuses and dates) for the charity\'s financial records; they hold no personal data once the donor profile is anonymised.',
					$count,
					'opengive'
				),
				$count
			);
		}
		return array(
			'items_removed'  => false,
			'items_retained' => $count > 0,
			'messages'       => $messages,
			'done'           => true,
		);
	}

	/**
	 * Anonymises the donor record; the row stays so the kept donations still count as one donor.
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page (one donor per email).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function donor( string $email, int $page = 1 ): array {
		$blocked = $this->blocked_by_recurring( $email );
		if ( null !== $blocked ) {
			return $blocked;
		}
		global $wpdb;
		$donor    = Lookup::donor( $email );
		$messages = array();
		if ( null !== $donor ) {
			$id = (int) $donor->id;
			// The column is UNIQUE: each erased donor gets its own placeholder address.
			$wpdb->query( // phpcs:ignore WordPress.DB -- our own table.
				$wpdb->prepare(
					"UPDATE {$wpdb->prefix}opengive_donors SET email = %s, user_id = NULL, honorific = '', first_name = '', last_name = '', phone = '', company = '', updated_at = %s WHERE id = %d",
					'erased-donor-' . $id . '@site.invalid',
					current_time( 'mysql', true ),
					$id
				)
			);
			$messages[] = __( 'OpenGive anonymised the donor profile: its name, email, phone, company and account link were removed; the record stays so the kept donations still add up per donor.', 'opengive' );
		}
		return array(
			'items_removed'  => null !== $donor,
			'items_retained' => null !== $donor,
			'messages'       => $messages,
			'done'           => true,
		);
	}

	/**
	 * The answer every eraser gives while the person has a recurring gift that still renews, or null.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}|null
	 */
	private function blocked_by_recurring( string $email ): ?array {
		$ids = Lookup::renewing_subscription_ids( Lookup::donor_id( $email ) );
		if ( array() === $ids ) {
			return null;
		}
		return array(
			'items_removed'  => false,
			'items_retained' => true,
			'messages'       => array(
				sprintf(
					/* translators: %s: comma-separated recurring gift ids. */
					__( 'OpenGive kept this person\'s donations and donor profile unchanged: recurring gift %s still renews and needs their name and email. Cancel it under OpenGive → Subscriptions, then erase again.', 'opengive' ),
					'#' . implode( ', #', $ids )
				),
			),
			'done'           => true,
		);
	}
}
