<?php
/**
 * Demo contact forms: /contact/ (name, email, phone, topic, message with a counter, consent,
 * attachment) and /volunteer/ (dates, checkboxes with a free-text option). Idempotent.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

if ( get_page_by_path( 'contact' ) ) {
	return;
}

/**
 * A contact form post from field attributes and settings.
 *
 * @param string $title    Title.
 * @param array  $fields   Field block attributes.
 * @param array  $settings Settings.
 */
$opengive_contact_seed = static function ( string $title, array $fields, array $settings ): int {
	$content = implode(
		"\n\n",
		array_map(
			static function ( $attrs ) {
				return serialize_block(
					array(
						'blockName'    => 'opengive/contact-field',
						'attrs'        => $attrs,
						'innerBlocks'  => array(),
						'innerHTML'    => '',
						'innerContent' => array(),
					)
				);
			},
			$fields
		)
	);
	return (int) wp_insert_post(
		wp_slash(
			array(
				'post_type'    => 'opengive_contact',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
				'meta_input'   => array( 'opengive_contact_settings' => $settings ),
			)
		)
	);
};

$opengive_contact_id = $opengive_contact_seed(
	'Contact us',
	array(
		array( 'type' => 'text', 'name' => 'your-name', 'label' => 'Your name', 'required' => true, 'maxLength' => 80 ),
		array( 'type' => 'email', 'name' => 'your-email', 'label' => 'Email', 'required' => true, 'help' => 'We only use it to answer you.' ),
		array( 'type' => 'tel', 'name' => 'your-phone', 'label' => 'Phone (optional)' ),
		array(
			'type'     => 'select',
			'name'     => 'topic',
			'label'    => 'Topic',
			'required' => true,
			'options'  => array( 'A donation', 'Gift Aid and receipts', 'Volunteering', 'Leaving a gift in your will', 'Something else' ),
		),
		array( 'type' => 'textarea', 'name' => 'your-message', 'label' => 'Message', 'required' => true, 'minLength' => 10, 'maxLength' => 1000 ),
		array( 'type' => 'file', 'name' => 'attachment', 'label' => 'Attachment (optional: PDF or image, up to 2 MB)', 'accept' => array( '.pdf', '.jpg', '.jpeg', '.png' ), 'maxSize' => 2097152 ),
		array( 'type' => 'acceptance', 'name' => 'consent', 'label' => 'I agree that the charity stores my message to answer it.', 'consent' => true ),
	),
	array(
		'subject'   => '[_site_title]: [topic] from [your-name]',
		'autoreply' => true,
	)
);

$opengive_volunteer_id = $opengive_contact_seed(
	'Volunteer with us',
	array(
		array( 'type' => 'text', 'name' => 'your-name', 'label' => 'Your name', 'required' => true ),
		array( 'type' => 'email', 'name' => 'your-email', 'label' => 'Email', 'required' => true ),
		array( 'type' => 'date', 'name' => 'start-date', 'label' => 'When could you start?', 'required' => true, 'minDate' => '2026-01-01', 'maxDate' => '2027-12-31' ),
		array( 'type' => 'date', 'name' => 'induction', 'label' => 'Induction day (Saturdays only)', 'days' => array( 6 ) ),
		array(
			'type'     => 'checkbox',
			'name'     => 'roles',
			'label'    => 'What would you like to help with?',
			'options'  => array( 'Shop', 'Events', 'Fundraising', 'Other' ),
			'freeText' => true,
			'minItems' => 1,
		),
		array(
			'type'      => 'checkbox',
			'name'      => 'hours',
			'label'     => 'Hours per week',
			'options'   => array( 'Up to 4', '4 to 8', 'More than 8' ),
			'exclusive' => true,
		),
		array( 'type' => 'number', 'name' => 'age', 'label' => 'Your age', 'min' => 16, 'max' => 99, 'step' => 1 ),
		array( 'type' => 'quiz', 'name' => 'human-check', 'label' => 'Quick check', 'pairs' => array( array( 'question' => 'What colour is the sky on a clear day?', 'answer' => 'blue' ) ) ),
		array( 'type' => 'acceptance', 'name' => 'no-marketing', 'label' => 'Do not send me news about other appeals', 'optional' => true ),
	),
	array(
		'subject' => '[_site_title]: volunteer [your-name]',
	)
);

wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Contact',
		'post_name'    => 'contact',
		'post_content' => '<!-- wp:paragraph --><p>Questions about a gift, a receipt or anything else? Write to us.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/contact-form {"formId":' . (int) $opengive_contact_id . '} /-->',
	),
	true
);
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Volunteer',
		'post_name'    => 'volunteer',
		'post_content' => '<!-- wp:paragraph --><p>Give your time: tell us when and how you would like to help.</p><!-- /wp:paragraph -->'
			. "\n\n" . '<!-- wp:opengive/contact-form {"formId":' . (int) $opengive_volunteer_id . '} /-->',
	),
	true
);
