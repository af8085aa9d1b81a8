<?php
/**
 * POST contact-forms/{id}/feedback, GET contact-forms/{id}/refill, GET contact-forms/{id}/feedback/schema.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Contact Form 7's public routes (cf7-rest-contract.json) under opengive/v1, with its response shapes.
 */
final class FeedbackController extends \WP_REST_Controller {

	/**
	 * Forms.
	 *
	 * @var ContactFormRepository
	 */
	private $forms;

	/**
	 * The submission path.
	 *
	 * @var SubmitContactForm
	 */
	private $submit;

	/**
	 * Builds the controller.
	 *
	 * @param ContactFormRepository $forms  Forms.
	 * @param SubmitContactForm     $submit The submission path.
	 */
	public function __construct( ContactFormRepository $forms, SubmitContactForm $submit ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'contact-forms/(?P<id>\d+)';
		$this->forms     = $forms;
		$this->submit    = $submit;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		$id = array(
			'id' => array(
				'description' => __( 'Contact form id.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/feedback',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'feedback' ),
					// Public, as in CF7: visitors send messages. No nonce (a cached page would carry a
					// stale one); the honeypot, the signed fill time and the per-IP/per-email rate
					// limits guard it, and the opengive_contact_spam filter adds Akismet or a captcha.
					'permission_callback' => '__return_true',
					'args'                => $id,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/refill',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'refill' ),
				// Public: fresh quiz and captcha values for a page that may come from a full-page cache.
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/feedback/schema',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'schema' ),
					// Public: the rules the visitor's browser checks (no data).
					'permission_callback' => '__return_true',
					'args'                => $id,
				),
				'schema' => array( $this, 'swv_meta_schema' ),
			)
		);
	}

	/**
	 * Runs a submission.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function feedback( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$form = $this->published( (int) $request['id'] );
				if ( ! self::is_multipart( (string) $request->get_header( 'content_type' ) ) ) {
					throw new OpenGiveException( 'opengive_unsupported_media_type', __( 'Send the form as multipart/form-data.', 'opengive' ), 415 );
				}
				$post     = $request->get_body_params();
				$unit_tag = FeedbackResponse::unit_tag( $post['_wpcf7_unit_tag'] ?? '' );
				if ( '' === $unit_tag ) {
					throw new OpenGiveException( 'opengive_unit_tag_not_found', __( 'The form\'s unit tag (_wpcf7_unit_tag) is missing.', 'opengive' ), 400 );
				}
				$result = ( $this->submit )( $form, $post, $request->get_file_params(), FeedbackResponse::context( $post ) );
				return rest_ensure_response( FeedbackResponse::response( $form, $result, $unit_tag ) );
			}
		);
	}

	/**
	 * Refill values: quiz questions (with their answer hashes) and anything a captcha adds.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function refill( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$form  = $this->published( (int) $request['id'] );
				$refill = array();
				$quiz   = FeedbackResponse::quiz_refill( $form );
				if ( array() !== $quiz ) {
					$refill['quiz'] = $quiz;
				}
				/**
				 * Adds refill values (e.g. a captcha's new image: { captcha: { name: url } }).
				 *
				 * @param array       $refill Refill values.
				 * @param ContactForm $form   The form.
				 */
				$refill = (array) apply_filters( 'opengive_contact_refill_response', $refill, $form );
				// An empty map is a JSON object, as CF7 answers.
				return rest_ensure_response( array() === $refill ? new \stdClass() : $refill );
			}
		);
	}

	/**
	 * The form's SWV schema.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function schema( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( $this->published( (int) $request['id'] )->schema() );
			}
		);
	}

	/**
	 * The route schema: CF7's feedback answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$text = static function ( string $description ) {
			return array(
				'type'        => 'string',
				'description' => $description,
				'context'     => array( 'view' ),
				'readonly'    => true,
			);
		};
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/contact-feedback',
			'type'       => 'object',
			'properties' => array(
				'contact_form_id'  => array(
					'type'        => 'integer',
					'description' => __( 'Contact form id.', 'opengive' ),
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'status'           => $text( __( 'mail_sent, mail_failed, validation_failed, acceptance_missing, spam or aborted.', 'opengive' ) ),
				'message'          => $text( __( 'The message to show (no HTML).', 'opengive' ) ),
				'posted_data_hash' => $text( __( 'Hash of the posted data; empty unless the message was accepted.', 'opengive' ) ),
				'into'             => $text( __( 'The form instance: # and its unit tag.', 'opengive' ) ),
				'invalid_fields'   => array(
					'type'        => 'array',
					'description' => __( 'Each invalid field with its message.', 'opengive' ),
					'context'     => array( 'view' ),
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'field'    => array( 'type' => 'string' ),
							'message'  => array( 'type' => 'string' ),
							'idref'    => array( 'type' => array( 'string', 'null' ) ),
							'error_id' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}

	/**
	 * The schema route's own schema: CF7's SWV meta schema, in short.
	 *
	 * @return array<string, mixed>
	 */
	public function swv_meta_schema(): array {
		return array(
			'$schema'    => 'https://json-schema.org/draft/2020-12/schema',
			'title'      => 'opengive/contact-form-swv',
			'type'       => 'object',
			'properties' => array(
				'version' => array( 'type' => 'string' ),
				'locale'  => array( 'type' => 'string' ),
				'rules'   => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'rule'  => array( 'type' => 'string' ),
							'field' => array(
								'type'    => 'string',
								'pattern' => '^[A-Za-z][-A-Za-z0-9_:]*$',
							),
							'error' => array( 'type' => 'string' ),
						),
						'required'   => array( 'rule' ),
					),
				),
			),
		);
	}

	/**
	 * A published form or a 404.
	 *
	 * @param int $id Form id.
	 * @throws NotFoundException When there is none.
	 */
	private function published( int $id ): ContactForm {
		$form = $this->forms->find_published( $id );
		if ( null === $form ) {
			throw new NotFoundException( 'opengive_contact_form_not_found', __( 'The requested contact form was not found.', 'opengive' ) );
		}
		return $form;
	}

	/**
	 * Whether a Content-Type is multipart/form-data.
	 *
	 * @param string $type Content-Type header.
	 */
	private static function is_multipart( string $type ): bool {
		return 0 === stripos( trim( $type ), 'multipart/form-data' );
	}
}
