<?php
/**
 * Notes on donors and subscriptions.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Notes;

defined( 'ABSPATH' ) || exit;

/**
 * Rows of opengive_notes as arrays: id, object_type, object_id, author_id, type, content, created_at.
 */
final class NoteRepository {

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_notes';
	}

	/**
	 * An object's notes, newest first.
	 *
	 * @param string $object_type donor or subscription.
	 * @param int    $object_id   Id.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_object( string $object_type, int $object_id ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE object_type = %s AND object_id = %d ORDER BY created_at DESC, id DESC", $object_type, $object_id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; object_created_at index.
		return array_map( array( self::class, 'typed' ), $rows );
	}

	/**
	 * One note of one object, or null.
	 *
	 * @param string $object_type donor or subscription.
	 * @param int    $object_id   Id.
	 * @param int    $id          Note.
	 * @return array<string, mixed>|null
	 */
	public function find( string $object_type, int $object_id, int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d AND object_type = %s AND object_id = %d", $id, $object_type, $object_id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * Adds a note.
	 *
	 * @param string   $object_type donor or subscription.
	 * @param int      $object_id   Id.
	 * @param string   $content     Text.
	 * @param string   $type        admin or donor (GiveWP's note types).
	 * @param int|null $author_id   Writer.
	 * @return array<string, mixed>
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function add( string $object_type, int $object_id, string $content, string $type, ?int $author_id ): array {
		global $wpdb;
		$row = array(
			'object_type' => $object_type,
			'object_id'   => $object_id,
			'author_id'   => $author_id,
			'type'        => $type,
			'content'     => $content,
			'created_at'  => gmdate( 'Y-m-d H:i:s' ),
		);
		if ( false === $wpdb->insert( $this->table(), $row ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			throw new \RuntimeException( esc_html( 'Could not save the note: ' . $wpdb->last_error ) );
		}
		$row['id'] = (int) $wpdb->insert_id;
		return self::typed( $row );
	}

	/**
	 * Changes a note's text or type.
	 *
	 * @param int                  $id     Note.
	 * @param array<string, mixed> $fields content and/or type.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		$wpdb->update( $this->table(), $fields, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * Deletes a note.
	 *
	 * @param int $id Note.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * A row with its numbers as numbers.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array<string, mixed>
	 */
	private static function typed( array $row ): array {
		$row['id']        = (int) $row['id'];
		$row['object_id'] = (int) $row['object_id'];
		$row['author_id'] = empty( $row['author_id'] ) ? null : (int) $row['author_id'];
		return $row;
	}
}
