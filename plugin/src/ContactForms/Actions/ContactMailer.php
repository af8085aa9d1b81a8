<?php
/**
 * Mails a submission to the form's recipients, and the optional auto-reply to the sender.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

use OpenGive\ContactForms\Models\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Plain-text mail through wp_mail (so SMTP and logging plugins apply). Tags in the subject and body:
 * [field-name], [_site_title], [_site_url], [_date], [_all_fields]. Visitor text never reaches a
 * header unfiltered: line breaks are removed and Reply-To must be a valid address.
 */
final class ContactMailer {

	/**
	 * Sends the message to the recipients; true when wp_mail accepted it.
	 *
	 * @param ContactForm          $form        The form.
	 * @param array<string, mixed> $posted      Field name => value (text or list).
	 * @param string[]             $attachments Stored upload paths.
	 */
	public function send( ContactForm $form, array $posted, array $attachments ): bool {
		$recipients = $this->recipients( $form );
		$headers    = array( 'Content-Type: text/plain; charset=UTF-8' );
		$sender     = $this->sender( $form, $posted );
		if ( '' !== $sender ) {
			$headers[] = 'Reply-To: ' . $sender;
		}
		$subject = self::one_line( $this->replace( (string) $form->settings['subject'], $form, $posted ) );
		$body    = $this->replace( (string) $form->settings['body'], $form, $posted );
		return (bool) wp_mail( $recipients, $subject, $body, $headers, $attachments );
	}

	/**
	 * Sends the auto-reply when the form has one and the sender gave a valid address.
	 *
	 * @param ContactForm          $form   The form.
	 * @param array<string, mixed> $posted Posted values.
	 */
	public function auto_reply( ContactForm $form, array $posted ): void {
		$sender = $this->sender( $form, $posted );
		if ( ! $form->settings['autoreply'] || '' === $sender ) {
			return;
		}
		wp_mail(
			$sender,
			self::one_line( $this->replace( (string) $form->settings['autoreply_subject'], $form, $posted ) ),
			$this->replace( (string) $form->settings['autoreply_body'], $form, $posted ),
			array( 'Content-Type: text/plain; charset=UTF-8' )
		);
	}

	/**
	 * The recipients: the form's valid addresses, else the site admin.
	 *
	 * @param ContactForm $form The form.
	 * @return string[]
	 */
	public function recipients( ContactForm $form ): array {
		$valid = array_values( array_filter( array_map( 'trim', explode( ',', (string) $form->settings['recipient'] ) ), 'is_email' ) );
		return array() !== $valid ? $valid : array( (string) get_option( 'admin_email' ) );
	}

	/**
	 * The sender's address from the reply-to field, or '' when it is not a valid address.
	 *
	 * @param ContactForm          $form   The form.
	 * @param array<string, mixed> $posted Posted values.
	 */
	public function sender( ContactForm $form, array $posted ): string {
		$field = $form->sender_field();
		$value = null !== $field && isset( $posted[ $field->name() ] ) && is_string( $posted[ $field->name() ] ) ? self::one_line( $posted[ $field->name() ] ) : '';
		return is_email( $value ) ? $value : '';
	}

	/**
	 * Replaces the mail tags in a template.
	 *
	 * @param string               $template Template.
	 * @param ContactForm          $form     The form.
	 * @param array<string, mixed> $posted   Posted values.
	 */
	public function replace( string $template, ContactForm $form, array $posted ): string {
		$all = array();
		foreach ( $form->fields as $field ) {
			if ( in_array( $field->type(), array( 'acceptance', 'quiz' ), true ) || ! array_key_exists( $field->name(), $posted ) ) {
				continue;
			}
			$label = '' !== $field->get( 'label' ) ? wp_strip_all_tags( (string) $field->get( 'label' ) ) : $field->name();
			$all[] = $label . ': ' . self::text( $posted[ $field->name() ] );
		}
		$special = array(
			'_site_title'  => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'_site_url'    => home_url( '/' ),
			'_date'        => wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) ),
			'_all_fields'  => implode( "\n", $all ),
			'_form_title'  => $form->title,
		);
		return (string) preg_replace_callback(
			'/\[([A-Za-z_][-A-Za-z0-9_:]*)\]/',
			static function ( $match ) use ( $special, $posted ) {
				if ( isset( $special[ $match[1] ] ) ) {
					return $special[ $match[1] ];
				}
				return array_key_exists( $match[1], $posted ) ? self::text( $posted[ $match[1] ] ) : '';
			},
			$template
		);
	}

	/**
	 * A posted value as text (lists joined, files by name).
	 *
	 * @param mixed $value Posted value.
	 */
	private static function text( $value ): string {
		if ( is_array( $value ) ) {
			return implode( ', ', array_map( array( self::class, 'text' ), $value ) );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * Text safe for a mail header.
	 *
	 * @param string $text Text.
	 */
	private static function one_line( string $text ): string {
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', $text ) );
	}
}
