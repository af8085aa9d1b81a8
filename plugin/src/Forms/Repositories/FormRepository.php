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
}
