<?php
/**
 * CF7's feedback answer for a submission, shared by the REST route and the no-JS post.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * The response shape of cf7-rest-contract.json (status, message, posted_data_hash, into,
 * invalid_fields with field/message/idref/error_id, quiz refill), the sanitised unit tag, and who
 * sent the message from where.
 */
final class FeedbackResponse {

	/**
	 * The REST answer for a result (shared with the no-JS path's stored outcome).
	 *
	 * @param ContactForm          $form     The form.
	 * @param array<string, mixed> $result   SubmitContactForm's result.
	 * @param string               $unit_tag The form instance's unit tag.
	 * @return array<string, mixed>
	 */
	public static function response( ContactForm $form, array $result, string $unit_tag ): array {
		$response = array(
			'contact_form_id'  => $form->id,
			'status'           => $result['status'],
			'message'          => $result['message'],
			'posted_data_hash' => $result['posted_data_hash'],
			'into'             => '#' . $unit_tag,
			'invalid_fields'   => array_map(
				static function ( $invalid ) use ( $unit_tag ) {
					$field = str_replace( '.', '_', $invalid['field'] );
					return array(
						'field'    => $field,
						'message'  => $invalid['message'],
						'idref'    => null,
						'error_id' => $unit_tag . '-ve-' . $field,
					);
				},
				$result['invalid_fields']
			),
		);
		if ( 'mail_sent' === $result['status'] ) {
			$quiz = self::quiz_refill( $form );
			if ( array() !== $quiz ) {
				$response['quiz'] = $quiz;
			}
		}
		/**
		 * Adds to the feedback answer (e.g. a captcha's refill: { captcha: { name: url } }).
		 *
		 * @param array       $response The answer.
		 * @param array       $result   The submission's result.
		 * @param ContactForm $form     The form.
		 */
		return (array) apply_filters( 'opengive_contact_feedback_response', $response, $result, $form );
	}

	/**
	 * A fresh quiz question per quiz field: { name: [question, answer hash] }.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function quiz_refill( ContactForm $form ): array {
		$quiz = array();
		foreach ( $form->fields as $field ) {
			$pairs = (array) $field->get( 'pairs' );
			if ( 'quiz' === $field->type() && array() !== $pairs ) {
				$pair                     = $pairs[ array_rand( $pairs ) ];
				$quiz[ $field->name() ] = array( $pair['question'], SubmitContactForm::quiz_hash( $pair['answer'] ) );
			}
		}
		return $quiz;
	}

	/**
	 * Who sent it and from where (for the stored row and the rate limits).
	 *
	 * @param array<string, mixed> $post Posted fields.
	 * @return array<string, mixed>
	 */
	public static function context( array $post ): array {
		$page = isset( $post['_wpcf7_container_post'] ) && is_numeric( $post['_wpcf7_container_post'] ) ? max( 0, (int) $post['_wpcf7_container_post'] ) : 0;
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- the address is validated by RateLimiter; the agent is only stored, cut to 255 characters.
		return array(
			'ip'         => RateLimiter::client_ip( $_SERVER ),
			'user_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '',
			'page_id'    => $page,
			'page_url'   => $page > 0 ? (string) get_permalink( $page ) : '',
			'now'        => time(),
		);
		// phpcs:enable
	}

	/**
	 * CF7's unit tag sanitising: letters, digits, hyphen and underscore.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function unit_tag( $value ): string {
		return is_string( $value ) ? substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $value ), 0, 100 ) : '';
	}
}
