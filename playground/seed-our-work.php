<?php
/**
 * Demo "Our work" page (issue 16): a charity's long report page where the site chrome shows what it
 * does on real content. The header menu's "Our work" submenu links to its three sections, so
 * scrollspy marks the section in view (aria-current="location"); the sections carry the "Reveal on
 * scroll" block style; the page has the preloader block. Required by seed-demo.php before
 * seed-navigation.php (which adds the submenu). Idempotent.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

/**
 * One section of the report: a revealed group with an anchor, a heading and enough text to scroll.
 *
 * @param string $anchor  The section's id (the menu links to it).
 * @param string $heading Its heading.
 * @param string $text    One paragraph, repeated so the section is taller than a screen.
 */
function opengive_demo_work_section( $anchor, $heading, $text ) {
	$paragraphs = str_repeat( '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->', 6 );
	return '<!-- wp:group {"anchor":"' . $anchor . '","className":"is-style-opengive-reveal","layout":{"type":"constrained"}} -->'
		. '<div id="' . esc_attr( $anchor ) . '" class="wp-block-group is-style-opengive-reveal">'
		. '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html( $heading ) . '</h2><!-- /wp:heading -->'
		. $paragraphs
		. '</div><!-- /wp:group -->';
}

if ( ! get_page_by_path( 'our-work' ) ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Our work',
			'post_name'    => 'our-work',
			'post_content' => '<!-- wp:opengive/preloader /-->'
				. '<!-- wp:paragraph --><p>What your gifts did this year, project by project. The menu above follows you down the page.</p><!-- /wp:paragraph -->'
				. opengive_demo_work_section( 'clean-water', 'Clean water', 'Forty-two wells were dug or repaired with the communities that use them, and every one has a local committee that keeps it running. Families who walked two hours for water now walk ten minutes.' )
				. opengive_demo_work_section( 'schools', 'Schools', 'Twelve classrooms were rebuilt after the floods, with desks, books and a teacher training week before term. Attendance in those villages is back above nine in ten children.' )
				. opengive_demo_work_section( 'clinics', 'Clinics', 'Three mobile clinics made over four thousand visits: vaccinations, check-ups for mothers and babies, and referrals to the district hospital with the transport paid.' ),
		)
	);
}
