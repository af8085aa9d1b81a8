<?php
/**
 * Runs one contact form submission: validate, check acceptance and spam, store, mail.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

use OpenGive\ContactForms\ContactSettings;
use OpenGive\ContactForms\Models\ContactField;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\ContactForms\Validation\FieldValues;
use OpenGive\ContactForms\Validation\Swv;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * The one submission path, shared by the REST route and the no-JavaScript form post. Checks run in
 * Contact Form 7's order (validation_failed, acceptance_missing, spam, aborted, then mail_sent or
 * mail_failed). The submission is stored before any mail is attempted, so a mail failure loses
 * nothing; spam caught by the honeypot, the fill time, the user agent or the opengive_contact_spam
 * filter is stored as spam, a rate-limited flood is not stored at all.
 */
final class SubmitContactForm {

	const HONEYPOT      = '_opengive_website';
	const QUIZ_PREFIX   = '_opengive_quiz_answer_';
	const FREE_SUFFIX   = '_free';
	const MAX_TEXT      = 10000;

	/**
	 * Submissions.
	 *
	 * @var SubmissionRepository
	 */
	private $submissions;

	/**
	 * Mailer.
	 *
	 * @var ContactMailer
	 */
	private $mailer;

	/**
	 * Uploads.
	 *
	 * @var UploadStore
	 */
	private $uploads;

	/**
	 * Rate limiter.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Builds the action.
	 *
	 * @param SubmissionRepository $submissions Submissions.
	 * @param ContactMailer        $mailer      Mailer.
	 * @param UploadStore          $uploads     Uploads.
	 * @param RateLimiter          $limiter     Rate limiter.
	 */
	public function __construct( SubmissionRepository $submissions, ContactMailer $mailer, UploadStore $uploads, RateLimiter $limiter ) {
		$this->submissions = $submissions;
		$this->mailer      = $mailer;
		$this->uploads     = $uploads;
		$this->limiter     = $limiter;
	}

	/**
	 * Runs a submission.
	 *
	 * @param ContactForm          $form    The form.
	 * @param array<string, mixed> $post    Posted fields, unslashed.
	 * @param array<string, mixed> $files   $_FILES.
	 * @param array<string, mixed> $context ip, user_agent, page_id, page_url, now.
	 * @return array{status: string, message: string, invalid_fields: array<int, array{field: string, message: string}>, posted_data_hash: string, posted: array<string, mixed>, submission_id: int}
	 */
	public function __invoke( ContactForm $form, array $post, array $files, array $context ): array {
		$now    = isset( $context['now'] ) ? (int) $context['now'] : time();
		$posted = $this->posted( $form, $post );
		$files  = $this->files_of( $form, $files );

		$invalid = $this->invalid_fields( $form, $posted, $post, $files );
		if ( array() !== $invalid ) {
			return $this->result( $form, 'validation_failed', 'validation_error', $posted, $invalid );
		}
		if ( ! $this->accepted( $form, $post ) ) {
			return $this->result( $form, 'acceptance_missing', 'accept_terms', $posted );
		}

		$email = $this->mailer->sender( $form, $posted );
		$row   = array(
			'form_id'    => $form->id,
			'status'     => 'received',
			'email'      => strtolower( $email ),
			'consent'    => $this->consented( $form, $post ),
			'ip_hash'    => '' !== (string) ( $context['ip'] ?? '' ) ? hash_hmac( 'sha256', (string) $context['ip'], wp_salt( 'auth' ) ) : '',
			'user_agent' => (string) ( $context['user_agent'] ?? '' ),
			'page_id'    => (int) ( $context['page_id'] ?? 0 ),
			'page_url'   => (string) ( $context['page_url'] ?? '' ),
		);

		$spam = $this->spam_reason( $post, (string) ( $context['user_agent'] ?? '' ), $now );
		/**
		 * Lets a site plug in Akismet, a captcha or a block list: return true (or a reason) for spam.
		 *
		 * @param bool|string          $spam   False, or the reason found so far.
		 * @param array<string, mixed> $posted Field values.
		 * @param ContactForm          $form   The form.
		 * @param array<string, mixed> $post   The whole post, hidden fields included (captcha answers).
		 */
		$spam = apply_filters( 'opengive_contact_spam', $spam, $posted, $form, $post );
		if ( false !== $spam && null !== $spam && '' !== $spam ) {
			$row['fields'] = $this->stored_fields( $posted, $files, array() );
			$row['status'] = 'spam';
			$id            = $this->submissions->insert( $row );
			return $this->result( $form, 'spam', 'spam', $posted, array(), $id );
		}
		try {
			$this->limiter->hit( 'contact:' . RateLimiter::ip_bucket( (string) ( $context['ip'] ?? '' ) ), ContactSettings::int( 'contact_rate_limit_ip' ), ContactSettings::int( 'contact_rate_limit_window' ) );
			if ( '' !== $email ) {
				$this->limiter->hit( 'contact-email:' . strtolower( $email ), ContactSettings::int( 'contact_rate_limit_email' ), ContactSettings::int( 'contact_rate_limit_window' ) );
			}
		} catch ( OpenGiveException $limited ) {
			$minutes = max( 1, (int) ceil( ( (int) ( $limited->data()['retryAfter'] ?? 60 ) ) / 60 ) );
			$result  = $this->result( $form, 'spam', 'spam', $posted );
			$result['message'] = sprintf(
				/* translators: %d: minutes to wait */
				_n( 'Too many messages were sent from here. Please wait %d minute and try again.', 'Too many messages were sent from here. Please wait %d minutes and try again.', $minutes, 'opengive' ),
				$minutes
			);
			return $result;
		}

		// Files are moved before the row is written, so the row can name them; a file that cannot be
		// moved fails validation (as in CF7) and nothing is stored.
		$stored = array();
		foreach ( $files as $name => $list ) {
			foreach ( $list as $file ) {
				try {
					$stored[ $name ][] = $this->uploads->store( $file );
				} catch ( \RuntimeException $error ) {
					$this->uploads->remove( self::flatten( $stored ) );
					return $this->result( $form, 'validation_failed', 'validation_error', $posted, array( array( 'field' => $name, 'message' => $form->message( 'upload_failed' ) ) ) );
				}
			}
		}
		$keep          = (bool) $form->settings['keep_uploads'];
		$row['fields'] = $this->stored_fields( $posted, $files, $keep ? $stored : array() );
		$id            = $this->submissions->insert( $row );

		/**
		 * Return true to stop before mail (the submission is kept, marked aborted).
		 *
		 * @param bool                 $abort  Whether to abort.
		 * @param array<string, mixed> $posted Field values.
		 * @param ContactForm          $form   The form.
		 */
		if ( apply_filters( 'opengive_contact_abort', false, $posted, $form ) ) {
			$this->submissions->set_status( $id, 'aborted' );
			$this->cleanup( $keep, $stored );
			return $this->result( $form, 'aborted', 'aborted', $posted, array(), $id );
		}

		$mail_posted = $posted;
		foreach ( $files as $name => $list ) {
			$mail_posted[ $name ] = array_map(
				static function ( $file ) {
					return sanitize_file_name( (string) $file['name'] );
				},
				$list
			);
		}
		$sent = $this->mailer->send( $form, $mail_posted, self::flatten( $stored ) );
		$this->submissions->set_status( $id, $sent ? 'mail_sent' : 'mail_failed' );
		if ( $sent ) {
			$this->mailer->auto_reply( $form, $mail_posted );
		}
		$this->cleanup( $keep, $stored );
		return $sent
			? $this->result( $form, 'mail_sent', 'mail_sent_ok', $posted, array(), $id )
			: $this->result( $form, 'mail_failed', 'mail_sent_ng', $posted, array(), $id );
	}

	/**
	 * The quiz answer's hash, printed in a hidden field beside the question.
	 *
	 * @param string $answer The expected answer.
	 */
	public static function quiz_hash( string $answer ): string {
		return hash_hmac( 'sha256', 'opengive-quiz|' . self::normalize_answer( $answer ), wp_salt( 'nonce' ) );
	}

	/**
	 * The form's own field values from the post (names starting with '_' are never user fields).
	 * Free-text options add their text to the chosen last option, as CF7 does.
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post Posted fields.
	 * @return array<string, mixed>
	 */
	private function posted( ContactForm $form, array $post ): array {
		$posted = array();
		foreach ( $form->fields as $field ) {
			$name = $field->name();
			if ( 'file' === $field->type() || ! $field->has_valid_name() ) {
				continue;
			}
			$raw = $post[ $name ] ?? ( $post[ $name . '[]' ] ?? null );
			if ( $field->is_multiple() ) {
				$value = array_values( array_map( 'strval', array_filter( is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) ), 'is_scalar' ) ) );
			} else {
				// Hostile input (an array where text belongs) becomes empty and fails "required".
				$value = is_scalar( $raw ) ? (string) $raw : '';
				$value = 'textarea' === $field->type() ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
			}
			$posted[ $name ] = $this->with_free_text( $field, $value, $post );
		}
		return $posted;
	}

	/**
	 * CF7's free-text option: while the last option is chosen, its text input's words join its value
	 * ("Other: gardening"). The input is disabled, so not posted, while the option is unchecked.
	 *
	 * @param ContactField         $field The field.
	 * @param string|string[]      $value Its value.
	 * @param array<string, mixed> $post  The whole post.
	 * @return string|string[]
	 */
	private function with_free_text( ContactField $field, $value, array $post ) {
		$options = $field->option_values();
		if ( ! $field->get( 'freeText' ) || array() === $options ) {
			return $value;
		}
		$last = (string) end( $options );
		$free = isset( $post[ $field->name() . self::FREE_SUFFIX ] ) && is_scalar( $post[ $field->name() . self::FREE_SUFFIX ] ) ? trim( sanitize_text_field( (string) $post[ $field->name() . self::FREE_SUFFIX ] ) ) : '';
		if ( '' === $free ) {
			return $value;
		}
		if ( is_array( $value ) ) {
			return array_map(
				static function ( $item ) use ( $last, $free ) {
					return $item === $last ? $last . ': ' . $free : $item;
				},
				$value
			);
		}
		return $value === $last ? $last . ': ' . $free : $value;
	}

	/**
	 * Each file field's arrived files, as single-file $_FILES entries.
	 *
	 * @param ContactForm          $form  The form.
	 * @param array<string, mixed> $files $_FILES.
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private function files_of( ContactForm $form, array $files ): array {
		$out = array();
		foreach ( $form->fields as $field ) {
			if ( 'file' !== $field->type() || ! isset( $files[ $field->name() ] ) || ! is_array( $files[ $field->name() ] ) ) {
				continue;
			}
			$entry = $files[ $field->name() ];
			$list  = array();
			if ( isset( $entry['name'] ) && is_array( $entry['name'] ) ) {
				foreach ( array_keys( $entry['name'] ) as $i ) {
					$list[] = array(
						'name'     => (string) ( $entry['name'][ $i ] ?? '' ),
						'type'     => (string) ( $entry['type'][ $i ] ?? '' ),
						'tmp_name' => (string) ( $entry['tmp_name'][ $i ] ?? '' ),
						'error'    => (int) ( $entry['error'][ $i ] ?? UPLOAD_ERR_NO_FILE ),
						'size'     => (int) ( $entry['size'][ $i ] ?? 0 ),
					);
				}
			} elseif ( isset( $entry['name'] ) ) {
				$list[] = array(
					'name'     => (string) $entry['name'],
					'type'     => (string) ( $entry['type'] ?? '' ),
					'tmp_name' => (string) ( $entry['tmp_name'] ?? '' ),
					'error'    => (int) ( $entry['error'] ?? UPLOAD_ERR_NO_FILE ),
					'size'     => (int) ( $entry['size'] ?? 0 ),
				);
			}
			$out[ $field->name() ] = array_values(
				array_filter(
					$list,
					static function ( $file ) {
						return UPLOAD_ERR_NO_FILE !== $file['error'];
					}
				)
			);
		}
		return $out;
	}

	/**
	 * Invalid fields: the SWV schema first (one message per field), then what only the server can
	 * check (upload errors, forbidden extensions, the quiz, over-long text).
	 *
	 * @param ContactForm                                      $form   The form.
	 * @param array<string, mixed>                             $posted Field values.
	 * @param array<string, mixed>                             $post   The whole post.
	 * @param array<string, array<int, array<string, mixed>>> $files  Files per field.
	 * @return array<int, array{field: string, message: string}>
	 */
	private function invalid_fields( ContactForm $form, array $posted, array $post, array $files ): array {
		$invalid = array();
		foreach ( $files as $name => $list ) {
			foreach ( $list as $file ) {
				if ( UPLOAD_ERR_OK !== $file['error'] || $file['size'] > ContactSettings::int( 'contact_max_upload_bytes' ) ) {
					$invalid[ $name ] = UPLOAD_ERR_INI_SIZE === $file['error'] || UPLOAD_ERR_FORM_SIZE === $file['error'] || $file['size'] > ContactSettings::int( 'contact_max_upload_bytes' ) ? $form->message( 'maxfilesize' ) : $form->message( 'upload_failed' );
				} elseif ( ! UploadStore::is_storable( $file['name'] ) ) {
					$invalid[ $name ] = $form->message( 'file' );
				}
			}
		}
		$swv_files = array();
		foreach ( $files as $name => $list ) {
			$swv_files[ $name ] = array_values(
				array_filter(
					$list,
					static function ( $file ) {
						return UPLOAD_ERR_OK === $file['error'];
					}
				)
			);
		}
		foreach ( Swv::validate( $form->schema(), $posted, $swv_files ) as $failed ) {
			if ( ! isset( $invalid[ $failed['field'] ] ) ) {
				$invalid[ $failed['field'] ] = $failed['message'];
			}
		}
		foreach ( $form->fields as $field ) {
			$name = $field->name();
			if ( 'quiz' === $field->type() && ! isset( $invalid[ $name ] ) ) {
				$answer = isset( $post[ $name ] ) && is_scalar( $post[ $name ] ) ? (string) $post[ $name ] : '';
				$hash   = isset( $post[ self::QUIZ_PREFIX . $name ] ) && is_string( $post[ self::QUIZ_PREFIX . $name ] ) ? $post[ self::QUIZ_PREFIX . $name ] : '';
				if ( '' === $hash || ! hash_equals( $hash, self::quiz_hash( $answer ) ) ) {
					$invalid[ $name ] = $form->message( 'quiz_answer_not_correct' );
				}
			}
			if ( isset( $posted[ $name ] ) && is_string( $posted[ $name ] ) && ! isset( $invalid[ $name ] ) && mb_strlen( $posted[ $name ] ) > self::MAX_TEXT ) {
				$invalid[ $name ] = $form->message( 'maxlength' );
			}
		}
		$out = array();
		// In field order, as the browser lists them.
		foreach ( $form->fields as $field ) {
			if ( isset( $invalid[ $field->name() ] ) ) {
				$out[] = array(
					'field'   => $field->name(),
					'message' => $invalid[ $field->name() ],
				);
			}
		}
		return $out;
	}

	/**
	 * Whether every acceptance box is as it must be (checked, or unchecked when inverted).
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post The whole post.
	 */
	private function accepted( ContactForm $form, array $post ): bool {
		foreach ( $form->fields as $field ) {
			if ( 'acceptance' !== $field->type() || $field->get( 'optional' ) ) {
				continue;
			}
			$checked = ! empty( $post[ $field->name() ] );
			if ( $checked === (bool) $field->get( 'invert' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether the sender ticked a box marked as consent to store their message.
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post The whole post.
	 */
	private function consented( ContactForm $form, array $post ): bool {
		foreach ( $form->fields as $field ) {
			if ( 'acceptance' === $field->type() && $field->get( 'consent' ) && ! empty( $post[ $field->name() ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Why a submission looks like a bot's, or false.
	 *
	 * @param array<string, mixed> $post       The whole post.
	 * @param string               $user_agent User agent.
	 * @param int                  $now        Unix time.
	 * @return string|false
	 */
	private function spam_reason( array $post, string $user_agent, int $now ) {
		if ( strlen( trim( $user_agent ) ) < 2 ) {
			return 'user_agent';
		}
		if ( ContactSettings::honeypot() && isset( $post[ self::HONEYPOT ] ) && '' !== $post[ self::HONEYPOT ] ) {
			return 'honeypot';
		}
		$minimum = ContactSettings::int( 'contact_min_fill_seconds' );
		if ( $minimum > 0 ) {
			$elapsed = FillTimer::elapsed( $post[ FillTimer::FIELD ] ?? null, $now );
			if ( null === $elapsed || $elapsed < $minimum ) {
				return 'fill_time';
			}
		}
		return false;
	}

	/**
	 * What the table keeps: the values, and files by name (and stored path when kept).
	 *
	 * @param array<string, mixed>                             $posted Field values.
	 * @param array<string, array<int, array<string, mixed>>> $files  Files.
	 * @param array<string, string[]>                          $stored Kept paths.
	 * @return array<string, mixed>
	 */
	private function stored_fields( array $posted, array $files, array $stored ): array {
		foreach ( $files as $name => $list ) {
			$posted[ $name ] = array();
			foreach ( $list as $i => $file ) {
				$posted[ $name ][] = array_filter(
					array(
						'name' => sanitize_file_name( (string) $file['name'] ),
						'size' => (int) $file['size'],
						'path' => $stored[ $name ][ $i ] ?? null,
					)
				);
			}
		}
		return $posted;
	}

	/**
	 * Removes the uploads unless the form keeps them.
	 *
	 * @param bool                    $keep   Whether the form keeps uploads.
	 * @param array<string, string[]> $stored Stored paths.
	 */
	private function cleanup( bool $keep, array $stored ): void {
		if ( ! $keep ) {
			$this->uploads->remove( self::flatten( $stored ) );
		}
	}

	/**
	 * The response.
	 *
	 * @param ContactForm                                       $form    The form.
	 * @param string                                            $status  Server status.
	 * @param string                                            $message Message key.
	 * @param array<string, mixed>                              $posted  Field values.
	 * @param array<int, array{field: string, message: string}> $invalid Invalid fields.
	 * @param int                                               $id      Stored submission id, or 0.
	 * @return array<string, mixed>
	 */
	private function result( ContactForm $form, string $status, string $message, array $posted, array $invalid = array(), int $id = 0 ): array {
		$hashed = in_array( $status, array( 'mail_sent', 'mail_failed', 'aborted' ), true );
		return array(
			'status'           => $status,
			'message'          => wp_strip_all_tags( $form->message( $message ) ),
			'invalid_fields'   => $invalid,
			'posted_data_hash' => $hashed ? wp_hash( (string) wp_json_encode( $posted ), 'nonce' ) : '',
			'posted'           => $posted,
			'submission_id'    => $id,
		);
	}

	/**
	 * A normalised quiz answer (case, surrounding space).
	 *
	 * @param string $answer Answer.
	 */
	private static function normalize_answer( string $answer ): string {
		return strtolower( trim( (string) preg_replace( '/\s+/', ' ', $answer ) ) );
	}

	/**
	 * All stored paths.
	 *
	 * @param array<string, string[]> $stored Paths per field.
	 * @return string[]
	 */
	private static function flatten( array $stored ): array {
		return array() === $stored ? array() : array_merge( ...array_values( $stored ) );
	}
}
