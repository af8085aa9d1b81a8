<?php
/**
 * Demo header menu: a charity's navigation (giving first, then the organisation) instead of the
 * theme's fallback, which lists every page (sixteen links in two rows, "Sample Page" among them) and,
 * in WordPress 6.5, nests a list directly in a list (an axe violation). Its submenu is where the
 * header script's dropdown hide delay shows; at 375 px core's overlay shows it as the side menu.
 * The header's Navigation block has no menu of its own, so WordPress uses the newest published
 * wp_navigation post: this one.
 *
 * @package OpenGive
 */

$opengive_sample_page = get_page_by_path( 'sample-page' );
if ( $opengive_sample_page ) {
	wp_delete_post( $opengive_sample_page->ID, true );
}

/**
 * One navigation-link block for the page with this slug, or '' when the demo has no such page.
 *
 * @param string $slug  Page slug.
 * @param string $label Link text.
 * @return string Block markup.
 */
function opengive_demo_nav_link( $slug, $label ) {
	$page = get_page_by_path( $slug );
	if ( ! $page ) {
		return '';
	}
	$attributes = array(
		'label' => $label,
		'type'  => 'page',
		'id'    => $page->ID,
		'url'   => get_permalink( $page ),
		'kind'  => 'post-type',
	);
	return '<!-- wp:navigation-link ' . wp_json_encode( $attributes ) . ' /-->';
}

/**
 * The "About us" submenu: the about page, then the "Our work" report and one in-page link per
 * section of it (scrollspy marks the one in view while a visitor reads that page).
 *
 * @return string Block markup.
 */
function opengive_demo_about_menu() {
	$about = opengive_demo_nav_link( 'about', 'About us' );
	if ( ! get_page_by_path( 'our-work' ) ) {
		return $about;
	}
	$sections = '';
	foreach ( array(
		'clean-water' => 'Clean water',
		'schools'     => 'Schools',
		'clinics'     => 'Clinics',
	) as $anchor => $label ) {
		$sections .= '<!-- wp:navigation-link ' . wp_json_encode(
			array(
				'label' => $label,
				'url'   => home_url( '/our-work/#' . $anchor ),
				'kind'  => 'custom',
			)
		) . ' /-->';
	}
	return '<!-- wp:navigation-submenu ' . wp_json_encode(
		array(
			'label' => 'About us',
			'url'   => home_url( '/about/' ),
		)
	) . ' -->' . $about . opengive_demo_nav_link( 'our-work', 'Our work' ) . $sections . '<!-- /wp:navigation-submenu -->';
}

$opengive_front = (int) get_option( 'page_on_front' );
$opengive_menu  = '<!-- wp:navigation-link ' . wp_json_encode(
	array(
		'label' => 'Donate',
		'type'  => 'page',
		'id'    => $opengive_front,
		'url'   => home_url( '/' ),
		'kind'  => 'post-type',
	)
) . ' /-->'
	. opengive_demo_nav_link( 'appeals', 'Our appeals' )
	. '<!-- wp:navigation-submenu ' . wp_json_encode(
		array(
			'label' => 'Ways to give',
			'url'   => home_url( '/ways-to-give/' ),
		)
	) . ' -->'
	. opengive_demo_nav_link( 'ways-to-give', 'All the ways to give' )
	. opengive_demo_nav_link( 'winter-lights', 'Winter Lights' )
	. opengive_demo_nav_link( 'in-memory', 'In memory' )
	. opengive_demo_nav_link( 'business-giving', 'Business giving' )
	. opengive_demo_nav_link( 'embed-formats', 'Embed on your site' )
	. '<!-- /wp:navigation-submenu -->'
	. opengive_demo_nav_link( 'supporters', 'Supporters' )
	. opengive_demo_about_menu()
	. opengive_demo_nav_link( 'volunteer', 'Volunteer' )
	. opengive_demo_nav_link( 'contact', 'Contact' )
	. opengive_demo_nav_link( 'my-gifts', 'My gifts' );

$opengive_existing_menu = get_posts(
	array(
		'post_type'   => 'wp_navigation',
		'post_status' => 'publish',
		'title'       => 'Header',
		'numberposts' => 1,
	)
);
if ( ! $opengive_existing_menu ) {
	wp_insert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_status'  => 'publish',
			'post_title'   => 'Header',
			'post_content' => $opengive_menu,
		)
	);
}
