<?php
/**
 * Demo donor wall: /supporters/ over the demo history, with longer comments on a few gifts (one of
 * them anonymous) so "Read more" and "Load more" have something to do. Required by seed-demo.php
 * after seed-demo-gifts.php.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

global $wpdb;
$opengive_wall_comments = array(
	// Gift number (seed-demo-gifts.php) => comment.
	3  => 'My grandfather kept a light on this coast for thirty years. Every winter he wrote in his log that the lamp was the only thing between the fishing boats and the rocks. Thank you for keeping it burning for the next generation of crews.',
	8  => 'For the volunteers who climb the stairs at 3 a.m.',
	12 => 'We sailed past the harbour light on our honeymoon and have given every winter since. The restoration photos on your site made us smile: keep sharing them, and keep the light on for everyone still out at sea tonight.',
	// Anonymous (35 % 7 === 0): the wall shows "Anonymous", no avatar, and this comment.
	35 => 'Given quietly, in memory of a friend who loved this harbour more than anywhere else in the world. May the light guide everyone home, every night, in every storm.',
);
foreach ( $opengive_wall_comments as $opengive_gift_number => $opengive_comment ) {
	$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- demo seed on our own table.
		$wpdb->prefix . 'opengive_donations',
		array( 'comment' => $opengive_comment ),
		array( 'purchase_key' => md5( 'opengive-demo-' . $opengive_gift_number ) )
	);
}

wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Our Supporters',
		'post_name'    => 'supporters',
		'post_content' => '<!-- wp:paragraph --><p>Everyone who keeps the light on, in their own words.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/donor-wall {"donorsPerPage":8,"showCompanyName":true} /-->',
	),
	true
);

// Share links under the donation forms.
foreach ( array( 'donate', 'in-memory', 'business-giving' ) as $opengive_share_path ) {
	$opengive_share_page = get_page_by_path( $opengive_share_path );
	if ( $opengive_share_page instanceof WP_Post ) {
		wp_update_post(
			array(
				'ID'           => $opengive_share_page->ID,
				'post_content' => $opengive_share_page->post_content . "\n\n" . '<!-- wp:opengive/share /-->',
			)
		);
	}
}
