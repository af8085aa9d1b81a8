<?php
/**
 * Runs one contact form submission: validate, check acceptance and spam, store, mail.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

use OpenGive\ContactForms\Actions\Steps\CountLimits;
use OpenGive\ContactForms\Actions\Steps\DetectSpam;
use OpenGive\ContactForms\Actions\Steps\ReadPost;
use OpenGive\ContactForms\Actions\Steps\StoreSubmission;
use OpenGive\ContactForms\Actions\Steps\ValidateSubmission;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * The one submission path, shared by the REST route and the no-JavaScript form post, as named steps
 * (Steps\): read the post → validate (ValidateSubmission) → the rate limits (CountLimits) → spam
 * signs (DetectSpam) → move the uploads and store the row (StoreSubmission) → the abort filter → mail. Checks run in
 * Contact Form 7's order (validation_failed, acceptance_missing, spam, aborted, then mail_sent or
 * mail_failed). The submission is stored before any mail is attempted, so a mail failure loses
 * nothing. The rate limits are counted before the spam check, spam included (CountLimits), and a
 * rate-limited message is not stored at all; spam caught by the honeypot, the fill time, the user
 * agent or the opengive_contact_spam filter within the limits is stored as spam, up to
 * CountLimits::SPAM_KEPT rows per form per window.
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
	 * The rate limits and the spam allowance.
	 *
	 * @var CountLimits
	 */
	private $limits;

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
		$this->limits      = new CountLimits( $limiter );
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
		$posted = ReadPost::posted( $form, $post );
		$files  = ReadPost::files_of( $form, $files );

		$invalid = ValidateSubmission::invalid_fields( $form, $posted, $post, $files );
		if ( array() !== $invalid ) {
			return $this->result( $form, 'validation_failed', 'validation_error', $posted, $invalid );
		}
		if ( ! ValidateSubmission::accepted( $form, $post ) ) {
			return $this->result( $form, 'acceptance_missing', 'accept_terms', $posted );
		}

		$email = $this->mailer->sender( $form, $posted );
		$row   = array(
			'form_id'    => $form->id,
			'status'     => 'received',
			'email'      => strtolower( $email ),
			'consent'    => StoreSubmission::consented( $form, $post ),
			'ip_hash'    => '' !== (string) ( $context['ip'] ?? '' ) ? hash_hmac( 'sha256', (string) $context['ip'], wp_salt( 'auth' ) ) : '',
			'user_agent' => (string) ( $context['user_agent'] ?? '' ),
			'page_id'    => (int) ( $context['page_id'] ?? 0 ),
			'page_url'   => (string) ( $context['page_url'] ?? '' ),
		);

		// Counted before the spam check, spam included: stored first, a bot's flood from one address
		// grew the table without end once that address's allowance was spent.
		$minutes = $this->limits->spent( (string) ( $context['ip'] ?? '' ), $email );
		if ( $minutes > 0 ) {
			$result            = $this->result( $form, 'spam', 'spam', $posted );
			$result['message'] = sprintf(
				/* translators: %d: minutes to wait */
				_n( 'Too many messages were sent from here. Please wait %d minute and try again.', 'Too many messages were sent from here. Please wait %d minutes and try again.', $minutes, 'opengive' ),
				$minutes
			);
			return $result;
		}

		$spam = DetectSpam::reason( $post, (string) ( $context['user_agent'] ?? '' ), $now );
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
			$row['fields'] = StoreSubmission::stored_fields( $posted, $files, array() );
			$row['status'] = 'spam';
			$id            = $this->limits->room_for_spam( $form->id ) ? $this->submissions->insert( $row ) : 0;
			return $this->result( $form, 'spam', 'spam', $posted, array(), $id );
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
		$row['fields'] = StoreSubmission::stored_fields( $posted, $files, $keep ? $stored : array() );
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
