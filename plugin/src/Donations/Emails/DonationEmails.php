<?php
/**
 * Receipt to the donor and notification to the site, after each donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Emails;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Receipts\ReceiptLines;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Mail\MailQueue;
use OpenGive\Mail\Sender;
use OpenGive\Settings\SitePages;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Plain-text emails through wp_mail, so any mail plugin (SMTP, logging) applies; queued (MailQueue) so
 * the donate request does not wait for the mail server. Texts are translatable.
 */
final class DonationEmails {

	/**
	 * Receipt data.
	 *
	 * @var ReceiptBuilder
	 */
	private $receipts;

	/**
	 * Constructor.
	 *
	 * @param ReceiptBuilder $receipts Receipt data.
	 */
	public function __construct( ReceiptBuilder $receipts ) {
		$this->receipts = $receipts;
	}

	/**
	 * Sends both emails for a new donation that is complete or awaiting an offline payment.
	 *
	 * @param Donation $donation   The donation.
	 * @param string   $return_url Page the donor gave on (the receipt link points there).
	 */
	public function on_donation_created( Donation $donation, string $return_url ): void {
		if ( ! in_array( $donation->status, array( DonationStatus::COMPLETE, DonationStatus::PENDING ), true ) ) {
			return;
		}
		if ( $donation->awaits_donor() ) {
			// Waiting for the donor's bank (3-D Secure): the emails go once it confirms the payment.
			return;
		}
		$receipt = $this->receipts->build( $donation, $return_url );
		MailQueue::push_all(
			array_filter(
				array(
					Settings::get( 'send_donor_receipt' ) ? $this->donor_receipt( $donation, $receipt ) : null,
					Settings::get( 'send_admin_notice' ) ? $this->admin_notice( $donation, $receipt ) : null,
				)
			)
		);
	}

	/**
	 * A renewal could not be charged: the donor learns when it is tried again and where to change
	 * the card (the donor dashboard), the site is told.
	 *
	 * @param Donation    $renewal  The failed renewal.
	 * @param string      $reason   The gateway's reason.
	 * @param string|null $next_try When it is tried again (UTC), null when it is not.
	 */
	public function on_renewal_failed( Donation $renewal, string $reason, ?string $next_try = null ): void {
		$receipt = $this->receipts->build( $renewal, home_url( '/' ) );
		$site    = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$lines   = array(
			/* translators: %s: donor first name */
			sprintf( __( 'Dear %s,', 'opengive' ), $renewal->first_name ),
			'',
			/* translators: 1: amount with currency, 2: form title */
			sprintf( __( 'We could not take your recurring gift of %1$s to %2$s.', 'opengive' ), $receipt['totalFormatted'], $receipt['formTitle'] ),
			'' !== $reason ? $reason : __( 'The payment was declined.', 'opengive' ),
			'',
			null !== $next_try
				/* translators: %s: date */
				? sprintf( __( 'We will try again on %s. To use another card before then, update your payment method, or contact us if you would like to stop the gift.', 'opengive' ), wp_date( (string) get_option( 'date_format' ), (int) strtotime( $next_try . ' UTC' ) ) )
				: __( 'We will not try again: please update your payment method, or contact us if you would like to stop the gift.', 'opengive' ),
		);
		$dashboard = SitePages::url( 'donor_dashboard_page' );
		if ( '' !== $dashboard ) {
			/* translators: %s: donor dashboard URL */
			$lines[] = sprintf( __( 'Update your payment method: %s', 'opengive' ), $dashboard );
		}
		$emails  = array();
		/* translators: %s: site name */
		$emails[] = ! Settings::get( 'send_renewal_failed_donor' ) ? null : $this->compose( 'renewal_failed_donor', $renewal, $receipt, $renewal->email, $this->test_prefix( $renewal ) . sprintf( __( 'Your recurring gift to %s could not be charged', 'opengive' ), $site ), implode( "\n", $lines ) );
		$to = self::notice_recipients();
		/* translators: 1: amount with currency, 2: donor name */
		$emails[] = ! Settings::get( 'send_renewal_failed_admin' ) ? null : $this->compose( 'renewal_failed_admin', $renewal, $receipt, $to, $this->test_prefix( $renewal ) . sprintf( __( 'Renewal failed: %1$s from %2$s', 'opengive' ), $receipt['totalFormatted'], $receipt['donorName'] ), implode( "\n", array_merge( array( $reason, '' ), $this->details( $receipt ) ) ) );
		MailQueue::push_all( array_filter( $emails ) );
	}

	/**
	 * The donor's receipt.
	 *
	 * @param Donation             $donation The donation.
	 * @param array<string, mixed> $receipt  Receipt fields.
	 * @return array<string, mixed>|null The email, or null when site code dropped it.
	 */
	private function donor_receipt( Donation $donation, array $receipt ): ?array {
		$site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		/* translators: %s: site name */
		$subject = sprintf( __( 'Your donation receipt from %s', 'opengive' ), $site );
		$lines   = array(
			/* translators: %s: donor first name */
			sprintf( __( 'Dear %s,', 'opengive' ), $donation->first_name ),
			'',
			/* translators: 1: amount with currency, 2: form title */
			sprintf( __( 'Thank you for your donation of %1$s to %2$s.', 'opengive' ), $receipt['totalFormatted'], $receipt['formTitle'] ),
			'',
		);
		$lines   = array_merge( $lines, $this->details( $receipt ) );
		if ( '' !== $receipt['instructions'] ) {
			$lines[] = '';
			$lines[] = $receipt['instructions'];
		}
		$lines[] = '';
		/* translators: %s: receipt URL */
		$lines[] = sprintf( __( 'Your receipt: %s', 'opengive' ), $receipt['receiptUrl'] );
		$dashboard = SitePages::url( 'donor_dashboard_page' );
		if ( '' !== $dashboard ) {
			/* translators: %s: donor dashboard URL */
			$lines[] = sprintf( __( 'All your gifts: %s', 'opengive' ), $dashboard );
		}
		$lines[] = '';
		$lines   = array_merge( $lines, self::signature() );
		return $this->compose( 'donor_receipt', $donation, $receipt, $donation->email, $this->test_prefix( $donation ) . $subject, implode( "\n", $lines ) );
	}

	/**
	 * Where notices to the charity go: the addresses under Settings → Emails, else the site's
	 * administration address. wp_mail() takes them comma-separated.
	 */
	private static function notice_recipients(): string {
		$valid = array_filter( array_map( 'trim', explode( ',', (string) Settings::get( 'admin_notice_email' ) ) ), 'is_email' );
		return array() !== $valid ? implode( ', ', $valid ) : (string) get_option( 'admin_email' );
	}

	/**
	 * The receipt's last lines: who received the gift (Settings → General), as tax offices ask.
	 *
	 * @return string[]
	 */
	private static function signature(): array {
		$name  = trim( (string) Settings::get( 'organisation_name' ) );
		$lines = array( '' !== $name ? $name : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		$lines = array_merge( $lines, array_filter( array_map( 'trim', explode( "\n", (string) Settings::get( 'organisation_address' ) ) ) ) );
		$tax   = trim( (string) Settings::get( 'tax_number' ) );
		if ( '' !== $tax ) {
			/* translators: %s: the charity's registration or tax number */
			$lines[] = sprintf( __( 'Registered charity / tax number: %s', 'opengive' ), $tax );
		}
		return $lines;
	}

	/**
	 * The notification to the site's team.
	 *
	 * @param Donation             $donation The donation.
	 * @param array<string, mixed> $receipt  Receipt fields.
	 * @return array<string, mixed>|null The email, or null when site code dropped it.
	 */
	private function admin_notice( Donation $donation, array $receipt ): ?array {
		$to = self::notice_recipients();
		/* translators: 1: amount with currency, 2: donor name */
		$subject = sprintf( __( 'New donation: %1$s from %2$s', 'opengive' ), $receipt['totalFormatted'], $receipt['donorName'] );
		$lines   = array_merge(
			array(
				/* translators: %s: form title */
				sprintf( __( 'A new donation was made through %s.', 'opengive' ), $receipt['formTitle'] ),
				'',
				/* translators: %s: donor name and email */
				sprintf( __( 'Donor: %s', 'opengive' ), $receipt['donorName'] . ' <' . $donation->email . '>' ),
			),
			$this->details( $receipt )
		);
		return $this->compose( 'admin_notice', $donation, $receipt, $to, $this->test_prefix( $donation ) . $subject, implode( "\n", $lines ) );
	}

	/**
	 * One email after site code had its say (queued by the caller with the others).
	 *
	 * @param string               $kind     donor_receipt, admin_notice, renewal_failed_donor or renewal_failed_admin.
	 * @param Donation             $donation The donation or renewal.
	 * @param array<string, mixed> $receipt  Receipt fields.
	 * @param string               $to       Recipient.
	 * @param string               $subject  Subject.
	 * @param string               $message  Plain-text body.
	 * @return array{to: string, subject: string, message: string, headers: string[]}|null The email, or null when site code dropped it.
	 */
	private function compose( string $kind, Donation $donation, array $receipt, string $to, string $subject, string $message ): ?array {
		/**
		 * Filters an OpenGive email before it is queued (sent after the response): change the recipient, subject, body or headers
		 * (e.g. 'Content-Type: text/html' with an HTML body), or return false to send nothing.
		 *
		 * @param array{to: string, subject: string, message: string, headers: string[]}|false $email    The email.
		 * @param string                                                                        $kind     Which email (see above).
		 * @param Donation                                                                      $donation The donation or renewal.
		 * @param array<string, mixed>                                                          $receipt  Receipt fields.
		 */
		$email = apply_filters(
			'opengive_email',
			array(
				'to'      => $to,
				'subject' => $subject,
				'message' => $message,
				'headers' => Sender::headers(),
			),
			$kind,
			$donation,
			$receipt
		);
		if ( ! is_array( $email ) || ! isset( $email['to'], $email['subject'], $email['message'] ) ) {
			return null;
		}
		return array(
			'to'      => (string) $email['to'],
			'subject' => (string) $email['subject'],
			'message' => (string) $email['message'],
			'headers' => (array) ( $email['headers'] ?? array() ),
		);
	}

	/**
	 * Detail lines shared by both emails.
	 *
	 * @param array<string, mixed> $receipt Receipt fields.
	 * @return string[]
	 */
	private function details( array $receipt ): array {
		$lines = array();
		foreach ( ReceiptLines::of( $receipt, array( 'donor' ) ) as $line ) {
			/* translators: 1: what, e.g. "Amount"; 2: its value */
			$lines[] = sprintf( __( '%1$s: %2$s', 'opengive' ), $line['label'], $line['value'] );
		}
		return $lines;
	}

	/**
	 * "[Test] " for test-mode donations, so nobody mistakes them for real money.
	 *
	 * @param Donation $donation The donation.
	 */
	private function test_prefix( Donation $donation ): string {
		return DonationMode::TEST === $donation->mode ? __( '[Test] ', 'opengive' ) : '';
	}
}
