<?php
/**
 * Loads donation forms.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Repositories;

use OpenGive\Forms\FormPostType;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\ValueObjects\FormSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Forms are posts (so editors get revisions and the block editor); this hides that from callers.
 */
final class FormRepository {

	/**
	 * A form by post id, or null when the id is not a donation form.
	 *
	 * @param int $id Post id.
	 */
	public function find( int $id ): ?DonationForm {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post || FormPostType::POST_TYPE !== $post->post_type ) {
			return null;
		}
		return new DonationForm(
			(int) $post->ID,
			get_the_title( $post ),
			(string) $post->post_status,
			FormSettings::from_meta( get_post_meta( $post->ID, FormSettings::META_KEY, true ) )
		);
	}

	/**
	 * Loads these forms' posts and settings into the object cache in one query each (or one cache
	 * round trip), so a list that then calls find() per row does not query per form.
	 *
	 * @param int[] $ids Post ids.
	 */
	public function prime( array $ids ): void {
		$ids = array_values( array_filter( array_unique( array_map( 'intval', $ids ) ) ) );
		if ( array() !== $ids ) {
			_prime_post_caches( $ids, false, true );
		}
	}

	/**
	 * Published forms: the given ids in that order, or all of them by title.
	 *
	 * @param int[] $ids Form ids; empty for every published form.
	 * @param int   $max At most this many.
	 * @return DonationForm[]
	 */
	public function published( array $ids, int $max = 50 ): array {
		$args = array(
			'post_type'      => FormPostType::POST_TYPE,
			'post_status'    => 'publish',
			'posts_per_page' => $max,
			'fields'         => 'ids',
			'no_found_rows'  => true,
		);
		if ( array() !== $ids ) {
			$args['post__in'] = array_map( 'intval', $ids );
			$args['orderby']  = 'post__in';
		} else {
			$args['orderby'] = 'title';
			$args['order']   = 'ASC';
		}
		$forms = array();
		foreach ( get_posts( $args ) as $id ) {
			$form = $this->find( (int) $id );
			if ( null !== $form ) {
				$forms[] = $form;
			}
		}
		return $forms;
	}
}
