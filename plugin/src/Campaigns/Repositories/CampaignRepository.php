<?php
/**
 * Reads and writes campaigns.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Repositories;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * The only place that knows the campaigns table's columns.
 */
final class CampaignRepository {

	const TEXT_COLUMNS = array( 'title', 'short_description', 'long_description', 'image', 'primary_color', 'secondary_color', 'goal_type', 'currency', 'status', 'created_at', 'updated_at' );

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_campaigns';
	}

	/**
	 * A page of campaigns.
	 *
	 * @param ListQuery $query Filters, order and page.
	 * @return Campaign[]
	 */
	public function list( ListQuery $query ): array {
		return array_map( array( $this, 'from_row' ), $query->rows( $this->table() ) );
	}

	/**
	 * How many campaigns match, whatever the page.
	 *
	 * @param ListQuery $query Filters.
	 */
	public function count( ListQuery $query ): int {
		return $query->count( $this->table() );
	}

	/**
	 * A campaign by id.
	 *
	 * @param int $id Id.
	 */
	public function find( int $id ): ?Campaign {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return $row ? $this->from_row( $row ) : null;
	}

	/**
	 * Inserts or updates.
	 *
	 * @param Campaign $campaign Campaign.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function save( Campaign $campaign ): Campaign {
		global $wpdb;
		$now                  = gmdate( 'Y-m-d H:i:s' );
		$campaign->updated_at = $now;
		if ( 0 === $campaign->id ) {
			$campaign->created_at = $campaign->created_at ? $campaign->created_at : $now;
			$ok                   = $wpdb->insert( $this->table(), $this->to_row( $campaign ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			$campaign->id         = (int) $wpdb->insert_id;
		} else {
			$ok = $wpdb->update( $this->table(), $this->to_row( $campaign ), array( 'id' => $campaign->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		}
		if ( false === $ok ) {
			throw new \RuntimeException( esc_html( 'Could not save the campaign: ' . $wpdb->last_error ) );
		}
		return $campaign;
	}

	/**
	 * Deletes a campaign; its gifts stay, no longer counted toward it.
	 *
	 * @param int $id Id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * Columns for a campaign.
	 *
	 * @param Campaign $c Campaign.
	 * @return array<string, mixed>
	 */
	private function to_row( Campaign $c ): array {
		$row = array();
		foreach ( self::TEXT_COLUMNS as $column ) {
			$row[ $column ] = $c->$column;
		}
		$row['goal']            = $c->goal;
		$row['start_date']      = $c->start_date;
		$row['end_date']        = $c->end_date;
		$row['default_form_id'] = $c->default_form_id;
		$row['logo']            = $c->logo;
		$row['page_id']         = $c->page_id;
		return $row;
	}

	/**
	 * A campaign from a row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function from_row( array $row ): Campaign {
		$c = new Campaign();
		foreach ( self::TEXT_COLUMNS as $column ) {
			$c->$column = (string) $row[ $column ];
		}
		$c->id              = (int) $row['id'];
		$c->goal            = (int) $row['goal'];
		$c->start_date      = empty( $row['start_date'] ) ? null : (string) $row['start_date'];
		$c->end_date        = empty( $row['end_date'] ) ? null : (string) $row['end_date'];
		$c->default_form_id = empty( $row['default_form_id'] ) ? null : (int) $row['default_form_id'];
		$c->logo            = (string) ( $row['logo'] ?? '' );
		$c->page_id         = empty( $row['page_id'] ) ? null : (int) $row['page_id'];
		return $c;
	}
}
