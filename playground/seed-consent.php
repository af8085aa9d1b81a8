<?php
/**
 * Seeds the cookie banner for an EU charity (issue 14): the banner on (except on test sites, whose
 * other suites expect no banner; the consent suites turn it on themselves), cookie cleaning, a local
 * fake analytics script (statistics) and a hand-marked marketing script, /about/ with a YouTube
 * video and a consent-area block, and /cookie-policy/ with the manage-consent container.
 * Idempotent. Works offline: the YouTube frame is blocked before it would ever load.
 *
 * @package OpenGive
 */

use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\ServiceCatalogue;

defined( 'ABSPATH' ) || exit;

// The fake analytics script, served from uploads like any static file: it sets a first-party cookie.
$opengive_uploads = wp_upload_dir();
$opengive_demo_js = trailingslashit( $opengive_uploads['basedir'] ) . 'opengive-demo/opengive-demo-analytics.js';
if ( ! file_exists( $opengive_demo_js ) ) {
	wp_mkdir_p( dirname( $opengive_demo_js ) );
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a demo asset.
	file_put_contents(
		$opengive_demo_js,
		"document.cookie='_oga_demo='+Date.now()+';path=/;SameSite=Lax';\n"
		. "window.opengiveDemoAnalytics=(window.opengiveDemoAnalytics||0)+1;\n"
		. "document.documentElement.setAttribute('data-demo-analytics','ran');\n"
	);
}

if ( ! get_option( ConsentSettings::OPTION ) ) {
	$opengive_services   = ServiceCatalogue::defaults();
	$opengive_services[] = array(
		'slug'     => 'demo-analytics',
		'name'     => 'Demo Analytics',
		'category' => 'statistics',
		'cookies'  => array( '_oga_demo' ),
		'patterns' => array( 'opengive-demo-analytics.js' ),
		'reason'   => '',
	);
	$opengive_services[] = array(
		'slug'     => 'demo-marketing',
		'name'     => 'Demo Newsletter Pixel',
		'category' => 'marketing',
		'cookies'  => array( '_demo_marketing' ),
		'patterns' => array(),
		'reason'   => '',
	);
	update_option(
		ConsentSettings::OPTION,
		array(
			'banner_enabled'     => ! is_dir( WP_PLUGIN_DIR . '/opengive-test-helpers' ),
			'default_region'     => 'eu',
			'clean_cookies'      => true,
			'store_consent'      => true,
			'privacy_policy_url' => home_url( '/cookie-policy/' ),
			'services'           => $opengive_services,
		)
	);
}

// Page content with a script and an iframe, as an administrator (unfiltered_html) would save it.
kses_remove_filters();
$opengive_consent_pages = array(
	'about'         => array(
		'title'   => 'About us',
		'content' => '<!-- wp:paragraph --><p>We keep lighthouses lit for sailors. Here is a short film about our work.</p><!-- /wp:paragraph -->'
			. '<!-- wp:html --><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/opengive-demo" title="Keeping the light on (video)" allowfullscreen></iframe><!-- /wp:html -->'
			. '<!-- wp:html --><script src="' . esc_url( trailingslashit( $opengive_uploads['baseurl'] ) . 'opengive-demo/opengive-demo-analytics.js' ) . '"></script><!-- /wp:html -->'
			. '<!-- wp:html --><script type="text/plain" data-category="marketing" data-service="demo-marketing">document.cookie="_demo_marketing=1;path=/;SameSite=Lax";window.opengiveDemoMarketing=true;</script><!-- /wp:html -->'
			. '<!-- wp:opengive/consent-area {"blockId":"demo-area-1","category":"marketing"} --><!-- wp:paragraph --><p class="demo-consented">Thanks for allowing marketing cookies: our partners\' appeal films appear here.</p><!-- /wp:paragraph --><!-- /wp:opengive/consent-area -->',
	),
	'cookie-policy' => array(
		'title'   => 'Cookie policy',
		'content' => '<!-- wp:paragraph --><p>Which cookies this site sets, and your choice for each.</p><!-- /wp:paragraph --><!-- wp:html --><div id="cmplz-manage-consent-container"></div><!-- /wp:html -->',
	),
);
foreach ( $opengive_consent_pages as $opengive_slug => $opengive_page ) {
	if ( ! get_page_by_path( $opengive_slug ) ) {
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $opengive_page['title'],
				'post_name'    => $opengive_slug,
				'post_content' => $opengive_page['content'],
			)
		);
	}
}
kses_init();
