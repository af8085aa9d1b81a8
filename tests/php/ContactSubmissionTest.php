<?php
/**
 * The contact form's submission path: statuses in CF7's order, storage before mail, spam defence.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\Actions\FillTimer;
use OpenGive\ContactForms\Actions\Steps\CountLimits;
use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Privacy\PersonalData;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Runs SubmitContactForm against a real form post and the real table.
 */
final class ContactSubmissionTest extends TestCase {

	/**
	 * The form.
	 *
	 * @var ContactForm
	 */
	private $form;

	/**
	 * Captured mails.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $mails = array();

	/**
	 * What wp_mail answers.
	 *
	 * @var bool
	 */
	private $mail_works = true;

	/**
	 * The mail catcher.
	 *
	 * @var callable
	 */
	private $catcher;

	/**
	 * Messages an address may send per window in this test.
	 *
	 * @var int
	 */
	private $ip_limit = 1000;

	protected function setUp(): void {
		$this->form       = Plugin::container()->get( ContactFormRepository::class )->save(
			null,
			'PHPUnit contact',
			array(
				array( 'type' => 'text', 'name' => 'your-name', 'label' => 'Name', 'required' => true, 'maxLength' => 40 ),
				array( 'type' => 'email', 'name' => 'your-email', 'label' => 'Email', 'required' => true ),
				array( 'type' => 'select', 'name' => 'topic', 'label' => 'Topic', 'options' => array( 'Volunteering', 'Donations' ) ),
				array( 'type' => 'checkbox', 'name' => 'days', 'label' => 'Days', 'options' => array( 'Mon', 'Tue', 'Other' ), 'freeText' => true ),
				array( 'type' => 'textarea', 'name' => 'your-message', 'label' => 'Message', 'required' => true, 'minLength' => 5 ),
				array( 'type' => 'acceptance', 'name' => 'consent', 'label' => 'I agree', 'consent' => true ),
			),
			array(
				'recipient' => 'office.phpunit@example.org',
				'subject'   => 'From [your-name]',
				'autoreply' => true,
			)
		);
		$this->mails      = array();
		$this->mail_works = true;
		$this->catcher    = function ( $short_circuit, $atts ) {
			$this->mails[] = $atts;
			return $this->mail_works;
		};
		// Last, so the test-helpers plugin's catcher (on test sites) does not answer first.
		add_filter( 'pre_wp_mail', $this->catcher, 99, 2 );
		add_filter( 'opengive_settings', array( $this, 'guards' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'pre_wp_mail', $this->catcher, 99 );
		remove_all_filters( 'opengive_settings' );
		remove_all_filters( 'opengive_contact_spam' );
		remove_all_filters( 'opengive_contact_abort' );
		wp_delete_post( $this->form->id, true );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . SubmissionRepository::table() . ' WHERE form_id = %d', $this->form->id ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '%opengive_rl_%'" );
		wp_cache_flush();
	}

	/**
	 * Guards for these tests: a 3 s fill time and the shipped limits.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public function guards( array $settings ): array {
		$settings['contact_min_fill_seconds'] = 3;
		$settings['contact_rate_limit_ip']    = $this->ip_limit;
		$settings['contact_rate_limit_email'] = 5;
		// A day-long window: a test sending dozens of messages never straddles a window's end.
		$settings['contact_rate_limit_window'] = 86400;
		return $settings;
	}

	/**
	 * A valid post, printed 10 s ago.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function post( array $overrides = array() ): array {
		return array_merge(
			array(
				'your-name'        => 'Ada Lovelace',
				'your-email'       => 'ada.phpunit@example.org',
				'topic'            => 'Volunteering',
				'your-message'     => 'I would like to help on Saturdays.',
				'consent'          => '1',
				FillTimer::FIELD   => FillTimer::stamp( time() - 10 ),
			),
			$overrides
		);
	}

	/**
	 * Runs a submission.
	 *
	 * @param array<string, mixed> $post       Post.
	 * @param string               $ip         Client address.
	 * @param string               $user_agent User agent.
	 */
	private function submit( array $post, string $ip = '203.0.113.7', string $user_agent = 'PHPUnit browser' ): array {
		$submit = Plugin::container()->get( SubmitContactForm::class );
		return $submit(
			$this->form,
			$post,
			array(),
			array(
				'ip'         => $ip,
				'user_agent' => $user_agent,
			)
		);
	}

	/**
	 * The stored row of a result.
	 *
	 * @param array<string, mixed> $result Result.
	 */
	private function stored( array $result ): ?array {
		return Plugin::container()->get( SubmissionRepository::class )->find( (int) $result['submission_id'] );
	}

	public function test_a_valid_message_is_stored_then_mailed_with_reply_to_and_an_auto_reply(): void {
		$result = $this->submit( $this->post() );

		$this->assertSame( 'mail_sent', $result['status'] );
		$this->assertSame( 'Thank you for your message. It has been sent.', $result['message'] );
		$this->assertNotSame( '', $result['posted_data_hash'] );
		$row = $this->stored( $result );
		$this->assertSame( 'mail_sent', $row['status'] );
		$this->assertSame( 'Ada Lovelace', $row['fields']['your-name'] );
		$this->assertSame( 'ada.phpunit@example.org', $row['email'] );
		$this->assertTrue( $row['consent'] );
		$this->assertSame( 64, strlen( $row['ip_hash'] ) );
		$this->assertStringNotContainsString( '203.0.113.7', (string) wp_json_encode( $row ) );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( array( 'office.phpunit@example.org' ), $this->mails[0]['to'] );
		$this->assertSame( 'From Ada Lovelace', $this->mails[0]['subject'] );
		$this->assertContains( 'Reply-To: ada.phpunit@example.org', $this->mails[0]['headers'] );
		$this->assertStringContainsString( 'Message: I would like to help on Saturdays.', $this->mails[0]['message'] );
		$this->assertSame( 'ada.phpunit@example.org', $this->mails[1]['to'] );
	}

	public function test_a_mail_failure_answers_mail_failed_and_keeps_the_message(): void {
		$this->mail_works = false;

		$result = $this->submit( $this->post() );

		$this->assertSame( 'mail_failed', $result['status'] );
		$this->assertSame( 'There was an error trying to send your message. Please try later again.', $result['message'] );
		$row = $this->stored( $result );
		$this->assertSame( 'mail_failed', $row['status'] );
		$this->assertSame( 'I would like to help on Saturdays.', $row['fields']['your-message'] );
	}

	public function test_invalid_fields_answer_validation_failed_in_field_order_and_store_nothing(): void {
		$result = $this->submit(
			$this->post(
				array(
					'your-email'   => 'not-an-address',
					'your-name'    => '',
					'topic'        => 'Something else',
					'your-message' => 'Hi',
				)
			)
		);

		$this->assertSame( 'validation_failed', $result['status'] );
		$this->assertSame( 0, $result['submission_id'] );
		$this->assertSame(
			array(
				array( 'field' => 'your-name', 'message' => 'Please fill out this field.' ),
				array( 'field' => 'your-email', 'message' => 'Please enter an email address.' ),
				array( 'field' => 'topic', 'message' => 'Please check this field.' ),
				array( 'field' => 'your-message', 'message' => 'This field has a too short input.' ),
			),
			$result['invalid_fields']
		);
		$this->assertSame( '', $result['posted_data_hash'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_unticked_acceptance_answers_acceptance_missing(): void {
		$post = $this->post();
		unset( $post['consent'] );

		$result = $this->submit( $post );

		$this->assertSame( 'acceptance_missing', $result['status'] );
		$this->assertSame( 'You must accept the terms and conditions before sending your message.', $result['message'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_filled_honeypot_is_stored_as_spam_and_not_mailed(): void {
		$result = $this->submit( $this->post( array( SubmitContactForm::HONEYPOT => 'http://spam.example' ) ) );

		$this->assertSame( 'spam', $result['status'] );
		$this->assertSame( 'spam', $this->stored( $result )['status'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_form_sent_faster_than_the_minimum_fill_time_is_spam(): void {
		$this->assertSame( 'spam', $this->submit( $this->post( array( FillTimer::FIELD => FillTimer::stamp( time() - 1 ) ) ) )['status'] );
		$this->assertSame( 'spam', $this->submit( $this->post( array( FillTimer::FIELD => ( time() - 60 ) . '.0123456789abcdef' ) ) )['status'], 'a forged stamp' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_sixth_message_from_one_email_in_the_window_is_refused_as_spam_and_not_stored(): void {
		$statuses = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$statuses[] = $this->submit( $this->post(), '198.51.100.' . $i )['status'];
		}
		$last = $this->submit( $this->post(), '198.51.100.99' );

		$this->assertSame( array( 'mail_sent', 'mail_sent', 'mail_sent', 'mail_sent', 'mail_sent', 'spam' ), $statuses );
		$this->assertSame( 0, $last['submission_id'] );
		$this->assertStringContainsString( 'Too many messages', $last['message'] );
	}

	/**
	 * Rows stored for this test's form, by status.
	 *
	 * @param string $status A status, or '' for all.
	 */
	private function rows( string $status = '' ): int {
		global $wpdb;
		$table = SubmissionRepository::table();
		return (int) ( '' === $status
			? $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE form_id = %d", $this->form->id ) ) // phpcs:ignore WordPress.DB
			: $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE form_id = %d AND status = %s", $this->form->id, $status ) ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Each of the three bot signs the review saw (honeypot, no fill-time stamp, a 1-character user
	 * agent), in turn.
	 *
	 * @param int $i Message number.
	 * @return array{0: array<string, mixed>, 1: string} Post and user agent.
	 */
	private function bot( int $i ): array {
		$post = $this->post( array( 'your-email' => 'bot' . $i . '.phpunit@example.org' ) );
		if ( 0 === $i % 3 ) {
			$post[ SubmitContactForm::HONEYPOT ] = 'http://spam.example';
		} elseif ( 1 === $i % 3 ) {
			unset( $post[ FillTimer::FIELD ] );
		}
		return array( $post, 2 === $i % 3 ? 'x' : 'PHPUnit browser' );
	}

	public function test_spam_from_an_address_past_its_limit_is_refused_and_stores_no_more_rows(): void {
		$this->ip_limit = 3;
		$sent           = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$sent[] = $this->submit( $this->post( array( 'your-email' => 'ada' . $i . '.phpunit@example.org' ) ), '198.51.100.20' )['status'];
		}
		$stored = $this->rows();

		$answers = array();
		for ( $i = 0; $i < 40; $i++ ) {
			list( $post, $agent ) = $this->bot( $i );
			$answers[]            = $this->submit( $post, '198.51.100.20', $agent );
		}

		$this->assertSame( array( 'mail_sent', 'mail_sent', 'mail_sent' ), $sent );
		$this->assertSame( 3, $stored );
		$this->assertSame( 3, $this->rows(), 'a flood from a spent address adds no row' );
		$this->assertSame( array( 'spam' ), array_values( array_unique( array_column( $answers, 'status' ) ) ) );
		$this->assertSame( array( 0 ), array_values( array_unique( array_column( $answers, 'submission_id' ) ) ) );
		$this->assertStringContainsString( 'Too many messages', $answers[39]['message'] );
	}

	public function test_spam_counts_against_the_address_limit_before_it_is_stored(): void {
		$this->ip_limit = 2;
		list( $first, $agent ) = $this->bot( 0 );
		$spam                  = $this->submit( $first, '198.51.100.21', $agent );
		$this->submit( $this->bot( 3 )[0], '198.51.100.21' );

		$valid = $this->submit( $this->post(), '198.51.100.21' );

		$this->assertSame( 'spam', $spam['status'] );
		$this->assertSame( 'spam', $this->stored( $spam )['status'], 'spam within the limit is still kept for review' );
		$this->assertSame( 'spam', $valid['status'], 'two spam messages used the allowance of two' );
		$this->assertStringContainsString( 'Too many messages', $valid['message'] );
		$this->assertSame( 2, $this->rows() );
	}

	public function test_stored_spam_is_capped_per_form_and_window_whatever_the_addresses(): void {
		$cap     = CountLimits::SPAM_KEPT;
		$answers = array();
		for ( $i = 0; $i < $cap + 5; $i++ ) {
			list( $post, $agent ) = $this->bot( $i );
			$answers[]            = $this->submit( $post, '203.0.113.' . ( 10 + $i ), $agent )['status'];
		}

		$this->assertSame( array( 'spam' ), array_values( array_unique( $answers ) ) );
		$this->assertSame( $cap, $this->rows( 'spam' ) );
		$this->assertSame( 'mail_sent', $this->submit( $this->post(), '203.0.113.250' )['status'], 'a person is still heard past the spam cap' );
	}

	public function test_the_spam_filter_and_the_abort_filter_decide_before_mail(): void {
		add_filter( 'opengive_contact_spam', '__return_true' );
		$this->assertSame( 'spam', $this->submit( $this->post() )['status'] );
		remove_all_filters( 'opengive_contact_spam' );

		add_filter( 'opengive_contact_abort', '__return_true' );
		$aborted = $this->submit( $this->post() );
		$this->assertSame( 'aborted', $aborted['status'] );
		$this->assertSame( 'aborted', $this->stored( $aborted )['status'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_free_text_option_joins_its_text_to_the_last_option(): void {
		$result = $this->submit( $this->post( array( 'days' => array( 'Mon', 'Other' ), 'days_free' => 'Sunday mornings' ) ) );

		$this->assertSame( array( 'Mon', 'Other: Sunday mornings' ), $this->stored( $result )['fields']['days'] );
	}

	public function test_the_schema_lists_each_field_rule_with_the_forms_messages(): void {
		$schema = $this->form->schema();

		$this->assertSame( 'Contact Form 7 SWV Schema 2024-10', $schema['version'] );
		$this->assertSame(
			array(
				array( 'rule' => 'required', 'field' => 'your-name' ),
				array( 'rule' => 'maxlength', 'field' => 'your-name', 'threshold' => 40 ),
				array( 'rule' => 'required', 'field' => 'your-email' ),
				array( 'rule' => 'email', 'field' => 'your-email' ),
				array( 'rule' => 'enum', 'field' => 'topic', 'accept' => array( 'Volunteering', 'Donations' ) ),
				array( 'rule' => 'required', 'field' => 'your-message' ),
				array( 'rule' => 'minlength', 'field' => 'your-message', 'threshold' => 5 ),
			),
			array_map(
				static function ( $rule ) {
					unset( $rule['error'] );
					return $rule;
				},
				$schema['rules']
			)
		);
	}

	public function test_submissions_appear_in_the_personal_data_export_and_the_eraser_blanks_them(): void {
		$result  = $this->submit( $this->post() );
		$privacy = new PersonalData( Plugin::container()->get( SubmissionRepository::class ) );

		$export = $privacy->export( 'ADA.phpunit@example.org' );
		$erased = $privacy->erase( 'ada.phpunit@example.org' );

		$this->assertCount( 1, $export['data'] );
		$this->assertContains( array( 'name' => 'your-name', 'value' => 'Ada Lovelace' ), $export['data'][0]['data'] );
		$this->assertTrue( $erased['items_removed'] );
		$row = $this->stored( $result );
		$this->assertSame( '', $row['fields']['your-name'] );
		$this->assertSame( '', $row['email'] );
		$this->assertSame( array(), $privacy->export( 'ada.phpunit@example.org' )['data'] );
	}
}
