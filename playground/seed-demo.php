<?php
/**
 * Seeds the demo charity site: a donation form with levels and a front page showing it.
 * Idempotent, so it can run on every boot of a persisted site. Used by Playground and the native stack.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

// The demo and test sites take test donations; a real install starts with the test gateway off.
$opengive_site_settings = (array) get_option( 'opengive_settings', array() );
if ( ! array_key_exists( 'test_gateway_enabled', $opengive_site_settings ) ) {
	$opengive_site_settings['test_gateway_enabled'] = true;
	update_option( 'opengive_settings', $opengive_site_settings );
}

// The demo opens on a finished setup, its test keys in place (README says how to see the setup
// again): the one-time redirect the activation asked for is dropped.
delete_option( 'opengive_setup_redirect' );
$opengive_setup = (array) get_option( 'opengive_setup', array() );
if ( ! in_array( $opengive_setup['status'] ?? 'new', array( 'done', 'skipped', 'started' ), true ) ) {
	update_option( 'opengive_setup', array( 'status' => 'done', 'step' => 'done' ), false );
}

require __DIR__ . '/seed-contact.php';
require __DIR__ . '/seed-consent.php';
require __DIR__ . '/seed-chrome.php';

$opengive_existing = get_posts(
	array(
		'post_type'   => 'opengive_form',
		'title'       => 'Keep the Light On',
		'post_status' => 'any',
		'numberposts' => 1,
		'fields'      => 'ids',
	)
);

if ( $opengive_existing ) {
	return;
}

$opengive_form_id = wp_insert_post(
	array(
		'post_type'   => 'opengive_form',
		'post_status' => 'publish',
		'post_title'  => 'Keep the Light On',
		'meta_input'  => array(
			'opengive_form_settings' => array(
				'levels'       => array(
					array( 'id' => '1', 'amount' => 1000, 'label' => 'Buys a lamp' ),
					array( 'id' => '2', 'amount' => 2500, 'label' => 'A week of fuel' ),
					array( 'id' => '3', 'amount' => 5000, 'label' => 'A month of fuel' ),
					array( 'id' => '4', 'amount' => 10000, 'label' => 'A new lens' ),
				),
				'defaultLevel' => '2',
				'customAmount' => true,
				'minimum'      => 500,
				'maximum'      => 1000000,
				'currency'     => array(
					'code'               => 'USD',
					'symbol'             => '$',
					'position'           => 'before',
					'thousandsSeparator' => ',',
					'decimalSeparator'   => '.',
					'decimals'           => 2,
				),
				'gateways'     => array( 'test', 'stripe', 'twocheckout', 'offline' ),
				'recurring'    => array(
					'is_recurring'          => true,
					'give_recurring_option' => 'yes_donor',
					'period'                => 'month',
					'periods'               => array( 'month', 'quarter', 'year' ),
					'installments'          => 0,
					'multi'                 => array(
						'2' => array( 'give_recurring_pretty_text' => 'Every month: a week of fuel' ),
					),
				),
				'feeRecovery'  => array(
					'fee_recovery' => true,
					'fee_data'     => array(
						'test'        => array( 'percentage' => 2.9, 'base_amount' => 0.30, 'give_fee_status' => 'enabled' ),
						'stripe'      => array( 'percentage' => 2.9, 'base_amount' => 0.30, 'give_fee_status' => 'enabled' ),
						'twocheckout' => array( 'percentage' => 3.5, 'base_amount' => 0.35, 'give_fee_status' => 'enabled', 'maxAmount' => 25 ),
						'offline'     => array( 'percentage' => 0, 'base_amount' => 0, 'give_fee_status' => 'disabled' ),
					),
				),
				'levelDisplay' => 'buttons',
			),
		),
	),
	true
);

if ( is_wp_error( $opengive_form_id ) ) {
	throw new RuntimeException( esc_html( $opengive_form_id->get_error_message() ) );
}

$opengive_page_id = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Donate',
		'post_name'    => 'donate',
		'post_content' => '<!-- wp:paragraph --><p>Harbour Light keeps the old lighthouse shining for the fishing fleet. Your gift buys fuel, lenses and lamps.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_form_id . '} /-->',
	),
	true
);

if ( is_wp_error( $opengive_page_id ) ) {
	throw new RuntimeException( esc_html( $opengive_page_id->get_error_message() ) );
}

update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $opengive_page_id );
// The demo lets visitors try "Create an account" (off by default on a real install).
update_option( 'opengive_settings', array_merge( (array) get_option( 'opengive_settings', array() ), array( 'donor_registration' => true ) ) );

// A second form showing the optional parts: company, conditional fields, comment, anonymity, terms.
$opengive_memorial_id = wp_insert_post(
	array(
		'post_type'   => 'opengive_form',
		'post_status' => 'publish',
		'post_title'  => 'In Memory',
		'meta_input'  => array(
			'opengive_form_settings' => array(
				'levels'       => array(
					array( 'id' => '1', 'amount' => 2500, 'label' => '' ),
					array( 'id' => '2', 'amount' => 10000, 'label' => 'Includes a plaque' ),
				),
				'defaultLevel' => '1',
				'customAmount' => true,
				'minimum'      => 500,
				'maximum'      => 500000,
				'currency'     => array( 'code' => 'USD' ),
				'gateways'     => array( 'test', 'offline' ),
				'levelDisplay' => 'radios',
				'company'      => 'optional',
				'billingAddress' => true,
				'comment'      => true,
				'anonymous'    => true,
				'terms'        => array(
					'enabled' => true,
					'label'   => 'I agree to the gift terms',
					'text'    => 'Gifts are final and help the lighthouse as a whole; plaques are added each spring.',
				),
				'customFields' => array(
					array(
						'name'     => 'reason',
						'label'    => 'This gift is',
						'type'     => 'select',
						'options'  => array( 'A general gift', 'In memory of someone' ),
						'required' => true,
					),
					array(
						'name'      => 'tribute',
						'label'     => 'In memory of',
						'type'      => 'text',
						'required'  => true,
						'condition' => array(
							'field'    => 'reason',
							'operator' => '=',
							'value'    => 'In memory of someone',
						),
					),
					array(
						'name'      => 'plaque',
						'label'     => 'Put the name on the memorial plaque',
						'type'      => 'checkbox',
						'condition' => array(
							'field'    => 'amount',
							'operator' => '>=',
							'value'    => '100',
						),
					),
				),
			),
		),
	),
	true
);

if ( is_wp_error( $opengive_memorial_id ) ) {
	throw new RuntimeException( esc_html( $opengive_memorial_id->get_error_message() ) );
}

wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'In Memory',
		'post_name'    => 'in-memory',
		'post_content' => '<!-- wp:paragraph --><p>Remember someone who loved the sea.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_memorial_id . '} /-->',
	),
	true
);

// The same form shown each way it can be shown, for trying the display modes.
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Ways to Give',
		'post_name'    => 'ways-to-give',
		'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Reveal</h2><!-- /wp:heading -->'
			. '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_form_id . ',"displayMode":"reveal"} /-->'
			. '<!-- wp:heading --><h2 class="wp-block-heading">Modal</h2><!-- /wp:heading -->'
			. '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_form_id . ',"displayMode":"modal"} /-->'
			. '<!-- wp:heading --><h2 class="wp-block-heading">Button</h2><!-- /wp:heading -->'
			. '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_form_id . ',"displayMode":"button"} /-->',
	),
	true
);

// A form for business supporters: the bank account type decides whether the company name is asked.
$opengive_business_id = wp_insert_post(
	array(
		'post_type'   => 'opengive_form',
		'post_status' => 'publish',
		'post_title'  => 'Business Partners',
		'meta_input'  => array(
			'opengive_form_settings' => array(
				'levels'       => array(
					array( 'id' => '1', 'amount' => 25000, 'label' => 'Bronze partner' ),
					array( 'id' => '2', 'amount' => 50000, 'label' => 'Silver partner' ),
					array( 'id' => '3', 'amount' => 100000, 'label' => 'Gold partner' ),
				),
				'defaultLevel' => '2',
				'customAmount' => true,
				'minimum'      => 5000,
				'maximum'      => 5000000,
				'gateways'     => array( 'test', 'stripe', 'offline' ),
				'levelDisplay' => 'radios',
				'company'      => 'accountType',
			),
		),
	),
	true
);

if ( is_wp_error( $opengive_business_id ) ) {
	throw new RuntimeException( esc_html( $opengive_business_id->get_error_message() ) );
}

wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Business Giving',
		'post_name'    => 'business-giving',
		'post_content' => '<!-- wp:paragraph --><p>Companies keep the light on too.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/donation-form {"formId":' . (int) $opengive_business_id . '} /-->',
	),
	true
);

// Every appeal as a card; each opens its form in a modal frame.
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Our Appeals',
		'post_name'    => 'appeals',
		'post_content' => '<!-- wp:paragraph --><p>Choose the appeal closest to your heart.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/form-grid {"columns":3} /-->',
	),
	true
);

// The donor dashboard: a logged-in donor's gifts and recurring gifts (cancel, change amount or card).
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'My Gifts',
		'post_name'    => 'my-gifts',
		'post_content' => '<!-- wp:opengive/donor-dashboard /-->',
	),
	true
);

require __DIR__ . '/seed-demo-gifts.php';
require __DIR__ . '/seed-embed.php';
require __DIR__ . '/seed-wall.php';

// The block editor's welcome guide is a modal of pictures fetched from wordpress.org, which an
// offline demo cannot load: mark it seen for the admin, where the editor keeps that preference.
$opengive_admin = get_user_by( 'login', 'admin' );
if ( $opengive_admin ) {
	global $wpdb;
	update_user_meta(
		$opengive_admin->ID,
		$wpdb->get_blog_prefix() . 'persisted_preferences',
		array(
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'core/edit-site' => array( 'welcomeGuide' => false ),
			'_modified'      => gmdate( 'c' ),
		)
	);
}
require __DIR__ . '/seed-our-work.php';
require __DIR__ . '/seed-navigation.php';
