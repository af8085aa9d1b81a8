<?php
/**
 * A contact form: its fields (inner blocks of the form post) and its settings (post meta).
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Models;

use OpenGive\ContactForms\Validation\Swv;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only view of an opengive_contact_form post. Builds the SWV schema the browser and the
 * server both check (GET contact-forms/{id}/feedback/schema).
 */
final class ContactForm {

	const SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

	/**
	 * Post id.
	 *
	 * @var int
	 */
	public $id;

	/**
	 * Title.
	 *
	 * @var string
	 */
	public $title;

	/**
	 * Fields in order.
	 *
	 * @var ContactField[]
	 */
	public $fields;

	/**
	 * Settings merged over the defaults.
	 *
	 * @var array<string, mixed>
	 */
	public $settings;

	/**
	 * Post status.
	 *
	 * @var string
	 */
	public $status;

	/**
	 * Builds a form.
	 *
	 * @param int                  $id       Post id.
	 * @param string               $title    Title.
	 * @param ContactField[]       $fields   Fields.
	 * @param array<string, mixed> $settings Stored settings.
	 * @param string               $status   Post status.
	 */
	public function __construct( int $id, string $title, array $fields, array $settings, string $status = 'publish' ) {
		$this->id       = $id;
		$this->title    = $title;
		$this->fields   = $fields;
		$this->settings = self::settings_with_defaults( $settings );
		$this->status   = $status;
	}

	/**
	 * The settings an editor can change, with their defaults (CF7's wording for the messages).
	 *
	 * @return array<string, mixed>
	 */
	public static function default_settings(): array {
		return array(
			// Empty: the site's admin email.
			'recipient'         => '',
			'subject'           => '[_site_title] "[your-subject]"',
			'body'              => "[_all_fields]\n\n-- \n" . 'This e-mail was sent from a contact form on [_site_title] ([_site_url])',
			// The field whose value becomes Reply-To and the auto-reply's address (empty: the first email field).
			'reply_to_field'    => '',
			'autoreply'         => false,
			'autoreply_subject' => '[_site_title]: we received your message',
			'autoreply_body'    => "Thank you for writing to us. We received this:\n\n[_all_fields]",
			// Uploaded files are deleted once mailed unless the form keeps them.
			'keep_uploads'      => false,
			'messages'          => array(),
		);
	}

	/**
	 * The status messages with their default wording.
	 *
	 * @return array<string, string>
	 */
	public static function default_messages(): array {
		return array(
			'mail_sent_ok'            => __( 'Thank you for your message. It has been sent.', 'opengive' ),
			'mail_sent_ng'            => __( 'There was an error trying to send your message. Please try later again.', 'opengive' ),
			'validation_error'        => __( 'One or more fields have an error. Please check and try again.', 'opengive' ),
			'spam'                    => __( 'There was an error trying to send your message. Please try later again.', 'opengive' ),
			'accept_terms'            => __( 'You must accept the terms and conditions before sending your message.', 'opengive' ),
			'aborted'                 => __( 'There was an error trying to send your message. Please try later again.', 'opengive' ),
			'quiz_answer_not_correct' => __( 'The answer to the quiz is incorrect.', 'opengive' ),
			'upload_failed'           => __( 'There was an unknown error uploading the file.', 'opengive' ),
		);
	}

	/**
	 * A message by key: the form's own wording, else the default (rule names fall back to the
	 * rule engine's default message).
	 *
	 * @param string $key Message key or rule name.
	 */
	public function message( string $key ): string {
		$own = isset( $this->settings['messages'][ $key ] ) && is_string( $this->settings['messages'][ $key ] ) ? trim( $this->settings['messages'][ $key ] ) : '';
		if ( '' !== $own ) {
			return $own;
		}
		$defaults = self::default_messages();
		if ( isset( $defaults[ $key ] ) ) {
			return $defaults[ $key ];
		}
		return Swv::is_known( $key ) ? Swv::default_message( $key ) : $defaults['validation_error'];
	}

	/**
	 * The field with a name, if any.
	 *
	 * @param string $name Field name.
	 */
	public function field( string $name ): ?ContactField {
		foreach ( $this->fields as $field ) {
			if ( $field->name() === $name ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The field whose value is the sender's address: the configured one, else the first email field.
	 */
	public function sender_field(): ?ContactField {
		$named = is_string( $this->settings['reply_to_field'] ) ? $this->field( $this->settings['reply_to_field'] ) : null;
		if ( null !== $named ) {
			return $named;
		}
		foreach ( $this->fields as $field ) {
			if ( 'email' === $field->type() ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The SWV schema: the same rule set the browser runs, in field order.
	 *
	 * @return array{version: string, locale: string, rules: array<int, array<string, mixed>>}
	 */
	public function schema(): array {
		$rules = array();
		foreach ( $this->fields as $field ) {
			foreach ( $this->field_rules( $field ) as $rule ) {
				$rule['error'] = $this->message( $rule['rule'] );
				$rules[]       = $rule;
			}
		}
		return array(
			'version' => self::SCHEMA_VERSION,
			'locale'  => get_locale(),
			'rules'   => $rules,
		);
	}

	/**
	 * One field's rules (CF7's form-tag to SWV mapping).
	 *
	 * @param ContactField $field The field.
	 * @return array<int, array<string, mixed>>
	 */
	private function field_rules( ContactField $field ): array {
		$name  = $field->name();
		$type  = $field->type();
		$a     = $field->attrs;
		$rules = array();
		$add   = static function ( string $rule, array $props = array() ) use ( &$rules, $name ) {
			$rules[] = array_merge(
				array(
					'rule'  => $rule,
					'field' => $name,
				),
				$props
			);
		};
		// Acceptance and quiz have their own checks (acceptance_missing, the quiz answer).
		if ( 'acceptance' === $type || 'quiz' === $type ) {
			return $rules;
		}
		if ( $a['required'] ) {
			$add( 'file' === $type ? 'requiredfile' : 'required' );
		}
		if ( in_array( $type, array( 'email', 'url', 'tel', 'number', 'date', 'time' ), true ) ) {
			$add( $type );
		}
		if ( in_array( $type, array( 'text', 'textarea', 'email', 'url', 'tel' ), true ) ) {
			if ( null !== $a['minLength'] ) {
				$add( 'minlength', array( 'threshold' => (int) $a['minLength'] ) );
			}
			if ( null !== $a['maxLength'] ) {
				$add( 'maxlength', array( 'threshold' => (int) $a['maxLength'] ) );
			}
		}
		if ( 'number' === $type ) {
			if ( null !== $a['min'] ) {
				$add( 'minnumber', array( 'threshold' => $a['min'] ) );
			}
			if ( null !== $a['max'] ) {
				$add( 'maxnumber', array( 'threshold' => $a['max'] ) );
			}
			if ( null !== $a['step'] && $a['step'] > 0 ) {
				$add(
					'stepnumber',
					array(
						'base'     => null !== $a['min'] ? $a['min'] : 0,
						'interval' => $a['step'],
					)
				);
			}
		}
		if ( 'date' === $type ) {
			if ( '' !== $a['minDate'] ) {
				$add( 'mindate', array( 'threshold' => $a['minDate'] ) );
			}
			if ( '' !== $a['maxDate'] ) {
				$add( 'maxdate', array( 'threshold' => $a['maxDate'] ) );
			}
			if ( array() !== $a['days'] ) {
				$add( 'dayofweek', array( 'accept' => $a['days'] ) );
			}
		}
		if ( in_array( $type, array( 'select', 'radio', 'checkbox' ), true ) && ! $a['freeText'] && array() !== $field->option_values() ) {
			$add( 'enum', array( 'accept' => $field->option_values() ) );
		}
		if ( 'checkbox' === $type ) {
			if ( null !== $a['minItems'] ) {
				$add( 'minitems', array( 'threshold' => (int) $a['minItems'] ) );
			}
			$max_items = $a['exclusive'] ? 1 : $a['maxItems'];
			if ( null !== $max_items ) {
				$add( 'maxitems', array( 'threshold' => (int) $max_items ) );
			}
		}
		if ( 'file' === $type ) {
			$add( 'file', array( 'accept' => array() !== $a['accept'] ? $a['accept'] : self::default_file_types() ) );
			if ( null !== $a['minSize'] ) {
				$add( 'minfilesize', array( 'threshold' => (int) $a['minSize'] ) );
			}
			$add( 'maxfilesize', array( 'threshold' => null !== $a['maxSize'] ? (int) $a['maxSize'] : 1048576 ) );
		}
		return $rules;
	}

	/**
	 * The file types a file field accepts when its editor chose none (CF7's default list, minus
	 * anything a browser could run).
	 *
	 * @return string[]
	 */
	public static function default_file_types(): array {
		return array( '.jpg', '.jpeg', '.png', '.gif', '.pdf', '.doc', '.docx', '.ppt', '.pptx', '.odt', '.txt', '.mp3', '.mp4', '.mov', '.wav' );
	}

	/**
	 * Stored settings over the defaults, with unknown keys dropped.
	 *
	 * @param array<string, mixed> $settings Stored settings.
	 * @return array<string, mixed>
	 */
	private static function settings_with_defaults( array $settings ): array {
		$defaults = self::default_settings();
		$merged   = array_merge( $defaults, array_intersect_key( $settings, $defaults ) );
		foreach ( $defaults as $key => $default ) {
			if ( is_bool( $default ) ) {
				$merged[ $key ] = (bool) $merged[ $key ];
			} elseif ( is_string( $default ) ) {
				$merged[ $key ] = is_scalar( $merged[ $key ] ) ? (string) $merged[ $key ] : $default;
			} elseif ( ! is_array( $merged[ $key ] ) ) {
				$merged[ $key ] = $default;
			}
		}
		return $merged;
	}
}
