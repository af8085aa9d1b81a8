<?php
/**
 * Reads and writes donors.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Repositories;

use OpenGive\Donors\Models\Donor;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * The only place that knows the donors table's columns.
 */
final class DonorRepository {

	/**
	 * The condition "gave at least once under their name" (named_gifts is kept by DonationTotals).
	 */
	const HAS_NAMED_GIFTS = 'named_gifts > 0';

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_donors';
	}

	/**
	 * A page of donors.
	 *
	 * @param ListQuery $query Filters, order and page.
	 * @return Donor[]
	 */
	public function list( ListQuery $query ): array {
		return array_map( array( $this, 'from_row' ), $query->rows( $this->table() ) );
	}

	/**
	 * How many donors match, whatever the page.
	 *
	 * @param ListQuery $query Filters.
	 */
	public function count( ListQuery $query ): int {
		return $query->count( $this->table() );
	}

	/**
	 * A donor by email (case-insensitive: emails are stored lower-cased).
	 *
	 * @param string $email Email.
	 */
	public function find_by_email( string $email ): ?Donor {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE email = %s", strtolower( $email ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return $row ? $this->from_row( $row ) : null;
	}

	/**
	 * The donor linked to a WordPress account.
	 *
	 * @param int $user_id User id.
	 */
	public function find_by_user( int $user_id ): ?Donor {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return null;
		}
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE user_id = %d ORDER BY id ASC LIMIT 1", $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; user_id index.
		return $row ? $this->from_row( $row ) : null;
	}

	/**
	 * Donors loaded ahead by prime(), by id (a list page's embedded donors cost one query).
	 *
	 * @var array<int, Donor|null>
	 */
	private $primed = array();

	/**
	 * A donor by id.
	 *
	 * @param int $id Donor id.
	 */
	public function find( int $id ): ?Donor {
		global $wpdb;
		if ( array_key_exists( $id, $this->primed ) ) {
			return $this->primed[ $id ];
		}
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return $row ? $this->from_row( $row ) : null;
	}

	/**
	 * Loads many donors in one query, so find() on each of them during this request reads memory.
	 *
	 * @param int[] $ids Donor ids.
	 */
	public function prime( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_diff( array_unique( array_filter( array_map( 'intval', $ids ) ) ), array_keys( $this->primed ) ) );
		if ( array() === $ids ) {
			return;
		}
		foreach ( $ids as $id ) {
			$this->primed[ $id ] = null;
		}
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id IN ({$placeholders})", $ids ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB -- custom table; ids are placeholders.
			$donor                       = $this->from_row( $row );
			$this->primed[ $donor->id ] = $donor;
		}
	}

	/**
	 * Inserts or updates a donor.
	 *
	 * @param Donor $donor Donor.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function save( Donor $donor ): Donor {
		global $wpdb;
		unset( $this->primed[ $donor->id ] );
		$now               = gmdate( 'Y-m-d H:i:s' );
		$donor->email      = strtolower( $donor->email );
		$donor->updated_at = $now;
		if ( ! $donor->created_at ) {
			$donor->created_at = $now;
		}
		$row = array(
			'user_id'    => $donor->user_id,
			'email'      => $donor->email,
			'first_name' => $donor->first_name,
			'last_name'  => $donor->last_name,
			'honorific'  => $donor->honorific,
			'phone'      => $donor->phone,
			'company'    => $donor->company,
			'created_at' => $donor->created_at,
			'updated_at' => $donor->updated_at,
		);
		if ( $donor->id ) {
			$ok = $wpdb->update( $this->table(), $row, array( 'id' => $donor->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		} else {
			$ok        = $wpdb->insert( $this->table(), $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			$donor->id = (int) $wpdb->insert_id;
		}
		if ( false === $ok ) {
			throw new \RuntimeException( esc_html( 'Could not save the donor: ' . $wpdb->last_error ) );
		}
		return $donor;
	}

	/**
	 * The donor with this email, inserted first when there is none, safely when two requests for a
	 * new email arrive together: one statement either inserts the row or touches the existing one
	 * (the unique email key decides), so neither request sees a duplicate-key error. The existing
	 * row's names are never overwritten here. The touch (updated_at) also makes the row this
	 * connection's own write, so the read after it sees it even inside a REPEATABLE READ transaction
	 * whose snapshot was taken before the other request committed. MariaDB and Playground's SQLite
	 * translation both understand ON DUPLICATE KEY UPDATE.
	 *
	 * @param Donor $donor A new donor (email, names, company) to insert when the email is unknown.
	 * @throws \RuntimeException When the row cannot be written or read back.
	 */
	public function find_or_create( Donor $donor ): Donor {
		global $wpdb;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$email = strtolower( $donor->email );
		$sql   = $wpdb->prepare(
			"INSERT INTO {$this->table()} (user_id, email, first_name, last_name, honorific, phone, company, created_at, updated_at) VALUES (NULL, %s, %s, %s, %s, %s, %s, %s, %s) ON DUPLICATE KEY UPDATE updated_at = VALUES(updated_at)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb->prefix.
			$email,
			$donor->first_name,
			$donor->last_name,
			$donor->honorific,
			$donor->phone,
			$donor->company,
			$now,
			$now
		);
		if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- custom table, prepared above.
			throw new \RuntimeException( esc_html( 'Could not save the donor: ' . $wpdb->last_error ) );
		}
		$found = $this->find_by_email( $email );
		if ( null === $found ) {
			throw new \RuntimeException( 'Could not read the donor back after saving it.' );
		}
		unset( $this->primed[ $found->id ] );
		return $found;
	}

	/**
	 * A donor from a row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function from_row( array $row ): Donor {
		$donor             = new Donor();
		$donor->id         = (int) $row['id'];
		$donor->user_id    = null === $row['user_id'] ? null : (int) $row['user_id'];
		$donor->email      = (string) $row['email'];
		$donor->first_name = (string) $row['first_name'];
		$donor->last_name  = (string) $row['last_name'];
		$donor->honorific  = (string) $row['honorific'];
		$donor->phone      = (string) $row['phone'];
		$donor->company    = (string) $row['company'];
		$donor->created_at = (string) $row['created_at'];
		$donor->updated_at = (string) $row['updated_at'];
		return $donor;
	}
}
