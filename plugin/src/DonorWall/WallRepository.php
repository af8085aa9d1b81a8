<?php
/**
 * The donor wall's one query per page.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall;

defined( 'ABSPATH' ) || exit;

/**
 * A page of completed live gifts, newest (or largest) first: one query on the status_mode_created_at
 * or status_mode_amount index, asking for one row more than the page so the same query says whether
 * anything remains (no COUNT over 100k rows). Test-mode, pending, refunded and failed gifts never
 * show; a hidden comment reads as no comment; donors who asked to stay anonymous are left out
 * entirely when the wall says so, and are otherwise returned with the anonymous flag for the
 * renderer to redact.
 */
final class WallRepository {

	/**
	 * The donations table.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_donations';
	}

	/**
	 * One page.
	 *
	 * @param array<string, mixed> $atts Parsed wall attributes (WallAttributes::parse).
	 * @return array{rows: array<int, array<string, mixed>>, remaining: bool}
	 */
	public function page( array $atts ): array {
		global $wpdb;
		$per_page = (int) $atts['donors_per_page'];
		$offset   = $per_page * ( (int) $atts['paged'] - 1 );
		$where    = array( "status = 'publish'", "mode = 'live'" );
		$args     = array();
		if ( (int) $atts['form_id'] > 0 ) {
			$where[] = 'form_id = %d';
			$args[]  = (int) $atts['form_id'];
		}
		if ( (int) $atts['campaign_id'] > 0 ) {
			$where[] = 'campaign_id = %d';
			$args[]  = (int) $atts['campaign_id'];
		}
		if ( ! $atts['anonymous'] ) {
			$where[] = 'anonymous = 0';
		}
		if ( $atts['only_comments'] ) {
			$where[] = "comment <> ''";
			$where[] = 'comment_hidden = 0';
		}
		$column = 'donation_amount' === $atts['orderby'] ? 'amount' : 'created_at';
		$order  = 'ASC' === $atts['order'] ? 'ASC' : 'DESC';
		$args[] = $per_page + 1;
		$args[] = $offset;
		$sql    = "SELECT id, first_name, last_name, company, email, amount, currency, comment, comment_hidden, anonymous, created_at FROM {$this->table()} WHERE " . implode( ' AND ', $where ) . " ORDER BY {$column} {$order}, id {$order} LIMIT %d OFFSET %d";
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; column and order come from allow-lists above, values are placeholders.
		return array(
			'rows'      => array_slice( $rows, 0, $per_page ),
			'remaining' => count( $rows ) > $per_page,
		);
	}

	/**
	 * Hides or shows a gift's comment on the wall (the comment itself is kept).
	 *
	 * @param int  $donation_id Donation.
	 * @param bool $hidden      Hide.
	 * @return bool Whether the donation exists.
	 */
	public function set_comment_hidden( int $donation_id, bool $hidden ): bool {
		global $wpdb;
		$exists = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->table()} WHERE id = %d", $donation_id ) ); // phpcs:ignore WordPress.DB -- custom table.
		if ( 0 === $exists ) {
			return false;
		}
		$wpdb->update( $this->table(), array( 'comment_hidden' => $hidden ? 1 : 0 ), array( 'id' => $donation_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB -- custom table.
		return true;
	}

	/**
	 * Whether a gift's comment is hidden from the wall.
	 *
	 * @param int $donation_id Donation.
	 */
	public function is_comment_hidden( int $donation_id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->get_var( $wpdb->prepare( "SELECT comment_hidden FROM {$this->table()} WHERE id = %d", $donation_id ) ); // phpcs:ignore WordPress.DB -- custom table.
	}

	/**
	 * A donor's gifts that carry a comment, newest first, with whether the wall hides each (the
	 * moderation list on the donor's record in wp-admin; donor_id is indexed).
	 *
	 * @param int $donor_id Donor.
	 * @return array<int, array{id: int, comment: string, hidden: bool, amount: int, currency: string, createdAt: string}>
	 */
	public function comments_of_donor( int $donor_id ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, comment, comment_hidden, amount, currency, created_at FROM {$this->table()} WHERE donor_id = %d AND comment <> '' ORDER BY created_at DESC, id DESC LIMIT 100", $donor_id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table.
		return array_map(
			static function ( array $row ): array {
				return array(
					'id'        => (int) $row['id'],
					'comment'   => (string) $row['comment'],
					'hidden'    => 1 === (int) $row['comment_hidden'],
					'amount'    => (int) $row['amount'],
					'currency'  => (string) $row['currency'],
					'createdAt' => mysql_to_rfc3339( (string) $row['created_at'] ),
				);
			},
			$rows
		);
	}
}
