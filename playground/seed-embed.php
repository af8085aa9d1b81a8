<?php
/**
 * Demo: the donation embed block in every format on /embed-formats/ (issue 15). The partner site
 * (playground/partner-site/) shows the same embeds on a site that is not WordPress.
 *
 * Required by seed-demo.php, where $opengive_form_id is the "Keep the Light On" form.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

$opengive_embed_blocks = '';
foreach ( array( 'inline', 'modal', 'reveal', 'newTab' ) as $opengive_embed_format ) {
	$opengive_embed_blocks .= '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html( ucfirst( $opengive_embed_format ) ) . '</h2><!-- /wp:heading -->'
		. '<!-- wp:opengive/donation-embed ' . wp_json_encode(
			array(
				'formId'         => (int) $opengive_form_id,
				'format'         => $opengive_embed_format,
				'openFormButton' => 'Give to Keep the Light On',
			)
		) . ' /-->';
}
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Embed Formats',
		'post_name'    => 'embed-formats',
		'post_content' => $opengive_embed_blocks,
	),
	true
);
