<?php
/**
 * Demo site only (a must-use plugin installed by `npm start`): this offline machine cannot send mail,
 * so the demo keeps the last 20 messages WordPress tried to send and shows them at
 * /?opengive-demo-mailbox. That is where a demo donor finds the confirmation link that attaches earlier
 * gifts to a new account, and the receipts. Never installed on test sites or real ones: it shows every
 * message to anyone who opens the page.
 *
 * @package OpenGive
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $atts ) {
		$mails = (array) get_option( 'opengive_demo_mailbox', array() );
		array_unshift(
			$mails,
			array(
				'to'      => implode( ', ', (array) $atts['to'] ),
				'subject' => (string) $atts['subject'],
				'message' => (string) $atts['message'],
				'time'    => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		update_option( 'opengive_demo_mailbox', array_slice( $mails, 0, 20 ), false );
		return true;
	},
	10,
	2
);

add_action(
	'template_redirect',
	static function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only demo page.
		if ( ! isset( $_GET['opengive-demo-mailbox'] ) ) {
			return;
		}
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">';
		echo '<title>Demo mailbox</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:4px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head><body>';
		echo '<h1>Demo mailbox</h1><p>This demo cannot send mail; the last 20 messages are kept here.</p>';
		$mails = (array) get_option( 'opengive_demo_mailbox', array() );
		if ( ! $mails ) {
			echo '<p>No messages yet.</p>';
		}
		foreach ( $mails as $mail ) {
			$body = (string) $mail['message'];
			// Plain-text mails get clickable links; HTML mails keep only safe markup.
			$html = wp_strip_all_tags( $body ) === $body ? '<pre>' . make_clickable( esc_html( $body ) ) . '</pre>' : wp_kses_post( $body );
			printf(
				'<article><h2>%1$s</h2><p>To %2$s, %3$s UTC</p>%4$s</article>',
				esc_html( $mail['subject'] ),
				esc_html( $mail['to'] ),
				esc_html( $mail['time'] ),
				$html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped or kses-filtered just above.
			);
		}
		echo '</body></html>';
		exit;
	}
);
