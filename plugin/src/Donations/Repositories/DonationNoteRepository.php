<?php
/**
 * Reads and writes donation notes.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\Models\DonationNote;

defined( 'ABSPATH' ) || exit;

/**
 * Notes, newest first.
 */
final class DonationNoteRepository {

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_donation_notes';
	}

	/**
	 * Adds a note.
	 *
	 * @param int      $donation_id Donation.
	 * @param string   $content     Text.
	 * @param string   $type        'admin' or 'system'.
	 * @param int|null $author_id   Writer.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function add( int $donation_id, string $content, string $type = 'admin', ?int $author_id = null ): DonationNote {
		global $wpdb;
		$note              = new DonationNote();
		$note->donation_id = $donation_id;
		$note->content     = $content;
		$note->type        = $type;
		$note->author_id   = $author_id;
		$note->created_at  = gmdate( 'Y-m-d H:i:s' );
		$ok                = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			$this->table(),
			array(
				'donation_id' => $note->donation_id,
				'author_id'   => $note->author_id,
				'type'        => $note->type,
				'content'     => $note->content,
				'created_at'  => $note->created_at,
			)
		);
		if ( false === $ok ) {
			throw new \RuntimeException( esc_html( 'Could not save the note: ' . $wpdb->last_error ) );
		}
		$note->id = (int) $wpdb->insert_id;
		return $note;
	}

	/**
	 * A donation's notes, newest first.
	 *
	 * @param int $donation_id Donation.
	 * @return DonationNote[]
	 */
	public function for_donation( int $donation_id ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE donation_id = %d ORDER BY created_at DESC, id DESC", $donation_id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; donation_id_created_at index.
		return array_map(
			static function ( array $row ): DonationNote {
				$note              = new DonationNote();
				$note->id          = (int) $row['id'];
				$note->donation_id = (int) $row['donation_id'];
				$note->author_id   = empty( $row['author_id'] ) ? null : (int) $row['author_id'];
				$note->type        = (string) $row['type'];
				$note->content     = (string) $row['content'];
				$note->created_at  = (string) $row['created_at'];
				return $note;
			},
			$rows
		);
	}

	/**
	 * Removes a donation's notes (with the donation).
	 *
	 * @param int $donation_id Donation.
	 */
	public function delete_for_donation( int $donation_id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'donation_id' => $donation_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * One note of one donation, or null.
	 *
	 * @param int $donation_id Donation.
	 * @param int $id          Note.
	 */
	public function find( int $donation_id, int $id ): ?DonationNote {
		foreach ( $this->for_donation( $donation_id ) as $note ) {
			if ( $note->id === $id ) {
				return $note;
			}
		}
		return null;
	}

	/**
	 * Changes a note's text.
	 *
	 * @param DonationNote $note    Note.
	 * @param string       $content New text.
	 */
	public function update_content( DonationNote $note, string $content ): DonationNote {
		global $wpdb;
		$wpdb->update( $this->table(), array( 'content' => $content ), array( 'id' => $note->id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		$note->content = $content;
		return $note;
	}

	/**
	 * Deletes one note.
	 *
	 * @param int $id Note.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}
}
