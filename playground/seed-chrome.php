<?php
/**
 * Demo site chrome (issue 16) on the default block theme: the header part is sticky (the
 * opengive_sticky_header setting) and the footer part carries the Back to Top block (a customised
 * copy of the theme's own footer, as the Site Editor would save it). Core navigation's overlay is the
 * side menu on small screens. Idempotent; required by seed-demo.php.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

update_option( 'opengive_sticky_header', 1 );
// Core's comment-reply script moves the reply form beneath a comment (threaded comments on).
update_option( 'thread_comments', 1 );

// The header's menu is seeded by seed-navigation.php (one menu for the demo).

$opengive_chrome_theme = get_stylesheet();
$opengive_chrome_saved = get_posts(
	array(
		'post_type'   => 'wp_template_part',
		'name'        => 'footer',
		'post_status' => 'any',
		'numberposts' => 1,
		'fields'      => 'ids',
		'tax_query'   => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one-off demo seed.
			array(
				'taxonomy' => 'wp_theme',
				'field'    => 'name',
				'terms'    => $opengive_chrome_theme,
			),
		),
	)
);
if ( ! $opengive_chrome_saved ) {
	$opengive_chrome_file    = get_block_file_template( $opengive_chrome_theme . '//footer', 'wp_template_part' );
	$opengive_chrome_content = $opengive_chrome_file ? (string) $opengive_chrome_file->content : '';
	$opengive_chrome_part    = wp_insert_post(
		array(
			'post_type'    => 'wp_template_part',
			'post_name'    => 'footer',
			'post_title'   => 'Footer',
			'post_status'  => 'publish',
			'post_content' => $opengive_chrome_content . "\n<!-- wp:opengive/back-to-top /-->",
		)
	);
	if ( $opengive_chrome_part && ! is_wp_error( $opengive_chrome_part ) ) {
		wp_set_post_terms( $opengive_chrome_part, array( $opengive_chrome_theme ), 'wp_theme' );
		wp_set_post_terms( $opengive_chrome_part, array( 'footer' ), 'wp_template_part_area' );
	}
}
