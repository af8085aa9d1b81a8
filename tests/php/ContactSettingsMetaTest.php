<?php
/**
 * The contact form's settings meta through REST, as the editor's "Contact form" panel saves it
 * (POST /wp/v2/opengive-contact-forms/{id} with meta.opengive_contact_settings).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\ContactFormPostType;
use PHPUnit\Framework\TestCase;

/**
 * The schema accepts exactly what src/contact-form/settings writes and refuses bad recipients.
 */
final class ContactSettingsMetaTest extends TestCase {

	/**
	 * The admin made for the test.
	 *
	 * @var int
	 */
	private $user = 0;

	/**
	 * The form post.
	 *
	 * @var int
	 */
	private $post = 0;

	protected function setUp(): void {
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => 'ccpanel-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'ccpanel-' . wp_generate_password( 6, false ) . '@example.org',
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $this->user );
		$this->post = (int) wp_insert_post(
			array(
				'post_type'   => ContactFormPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Settings meta test',
			)
		);
		update_post_meta( $this->post, ContactFormPostType::META_KEY, array( 'recipient' => 'kept@example.org' ) );
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_post( $this->post, true );
		wp_delete_user( $this->user );
		wp_set_current_user( 0 );
	}

	/**
	 * Saves the settings through REST.
	 *
	 * @param array<string, mixed> $settings The meta value.
	 */
	private function save( array $settings ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/wp/v2/opengive-contact-forms/' . $this->post );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'meta' => array( ContactFormPostType::META_KEY => $settings ) ) ) );
		return rest_do_request( $request );
	}

	/**
	 * Everything the panel can write, as it writes it.
	 *
	 * @return array<string, mixed>
	 */
	private function panel_value(): array {
		return array(
			'recipient'         => 'office@example.org, director@example.org',
			'subject'           => 'New message from [your-name]',
			'body'              => "From: [your-name] <[your-email]>\n\n[your-message]",
			'reply_to_field'    => 'your-email',
			'autoreply'         => true,
			'autoreply_subject' => 'Thanks, [your-name]',
			'autoreply_body'    => 'We read every message.',
			'keep_uploads'      => true,
			'messages'          => array(
				'mail_sent_ok'     => 'Thanks! We will answer within two days.',
				'mail_sent_ng'     => 'Sending failed; please call us.',
				'spam'             => 'That looked like spam.',
				'validation_error' => 'Please check the fields.',
				'required'         => 'We need this one.',
				'maxlength'        => 'A little shorter, please.',
			),
		);
	}

	public function test_the_panels_full_value_is_saved_as_sent(): void {
		$response = $this->save( $this->panel_value() );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $this->panel_value(), get_post_meta( $this->post, ContactFormPostType::META_KEY, true ) );
	}

	public function test_a_recipient_that_is_not_an_email_is_refused_with_its_code_and_nothing_is_saved(): void {
		$value              = $this->panel_value();
		$value['recipient'] = 'office@example.org, not-an-address';

		$response = $this->save( $value );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'opengive_invalid_recipient', $response->get_data()['code'] );
		$this->assertStringContainsString( 'not-an-address', $response->get_data()['message'] );
		$this->assertSame( array( 'recipient' => 'kept@example.org' ), get_post_meta( $this->post, ContactFormPostType::META_KEY, true ) );
	}

	public function test_an_unknown_message_key_is_refused(): void {
		$value             = $this->panel_value();
		$value['messages'] = array( 'mail_sent_okk' => 'typo' );

		$response = $this->save( $value );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_additional_properties_forbidden', $response->get_data()['code'] );
		$this->assertSame( array( 'recipient' => 'kept@example.org' ), get_post_meta( $this->post, ContactFormPostType::META_KEY, true ) );
	}

	public function test_an_empty_recipient_list_is_accepted_and_means_the_site_admin(): void {
		$value              = $this->panel_value();
		$value['recipient'] = '';

		$this->assertSame( 200, $this->save( $value )->get_status() );
		$this->assertSame( '', get_post_meta( $this->post, ContactFormPostType::META_KEY, true )['recipient'] );
	}
}
