<?php
/**
 * Remembers whether the site's last mails went out, for the Site Health mail check.
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to wp_mail_failed and wp_mail_succeeded (any mail, not only ours: a broken mailer breaks
 * receipts too) and keeps the latest of each in one option that is not autoloaded.
 */
final class MailHealth {

	const OPTION = 'opengive_mail_health';

	/**
	 * Hooks the listener.
	 */
	public function listen(): void {
		add_action( 'wp_mail_failed', array( $this, 'failed' ) );
		add_action( 'wp_mail_succeeded', array( $this, 'succeeded' ) );
	}

	/**
	 * Records a failure with its message.
	 *
	 * @param \WP_Error|mixed $error The error wp_mail reports.
	 */
	public function failed( $error ): void {
		$state                 = $this->state();
		$state['failing']      = true;
		$state['last_failure'] = time();
		$state['last_error']   = is_wp_error( $error ) ? substr( $error->get_error_message(), 0, 300 ) : '';
		update_option( self::OPTION, $state, false );
	}

	/**
	 * Records a success; writes only when it changes the verdict or the last one is an hour old,
	 * so a busy site does not write an option per mail.
	 */
	public function succeeded(): void {
		$state = $this->state();
		$now   = time();
		if ( $state['failing'] || $now - $state['last_success'] >= HOUR_IN_SECONDS ) {
			$state['failing']      = false;
			$state['last_success'] = $now;
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * The stored state.
	 *
	 * @return array{failing: bool, last_success: int, last_failure: int, last_error: string}
	 */
	public function state(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'failing'      => ! empty( $stored['failing'] ),
			'last_success' => isset( $stored['last_success'] ) ? (int) $stored['last_success'] : 0,
			'last_failure' => isset( $stored['last_failure'] ) ? (int) $stored['last_failure'] : 0,
			'last_error'   => isset( $stored['last_error'] ) ? (string) $stored['last_error'] : '',
		);
	}

	/**
	 * Whether the latest mail failed (a flag, not a time comparison: both can happen within a second).
	 */
	public function failing(): bool {
		return $this->state()['failing'];
	}
}
