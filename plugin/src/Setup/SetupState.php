<?php
/**
 * Where the first-run setup stands.
 *
 * @package OpenGive
 */

namespace OpenGive\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * The opengive_setup option: not started, under way (with the last step reached), skipped or done,
 * and the form and page it made. Setup opens by itself once, right after the first activation;
 * after that it runs only when an admin asks.
 */
final class SetupState {

	const OPTION = 'opengive_setup';

	/** Set on the first activation; the next admin page load opens the setup and clears it. */
	const REDIRECT_OPTION = 'opengive_setup_redirect';

	const STEPS = array( 'organisation', 'payments', 'form', 'done' );

	const STATUSES = array( 'new', 'started', 'skipped', 'done' );

	/**
	 * The state, with defaults.
	 *
	 * @return array{status: string, step: string, gateways: string[], formId: int, pageId: int}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'status'   => in_array( $stored['status'] ?? '', self::STATUSES, true ) ? (string) $stored['status'] : 'new',
			'step'     => in_array( $stored['step'] ?? '', self::STEPS, true ) ? (string) $stored['step'] : self::STEPS[0],
			// The ways to pay chosen at the payments step, for the first form.
			'gateways' => array_values( array_map( 'strval', (array) ( $stored['gateways'] ?? array() ) ) ),
			'formId'   => (int) ( $stored['formId'] ?? 0 ),
			'pageId'   => (int) ( $stored['pageId'] ?? 0 ),
		);
	}

	/**
	 * Changes part of the state.
	 *
	 * @param array<string, mixed> $changes status, step, gateways, formId, pageId.
	 * @return array{status: string, step: string, gateways: string[], formId: int, pageId: int}
	 */
	public static function update( array $changes ): array {
		update_option( self::OPTION, array_merge( self::get(), array_intersect_key( $changes, array_flip( array( 'status', 'step', 'gateways', 'formId', 'pageId' ) ) ) ), false );
		return self::get();
	}

	/**
	 * On activation: a site that never had OpenGive's setup gets it opened once. A reactivation, or
	 * a site that skipped or finished it, does not.
	 */
	public static function on_activation(): void {
		if ( false === get_option( self::OPTION, false ) ) {
			update_option( self::OPTION, array( 'status' => 'new' ), false );
			update_option( self::REDIRECT_OPTION, 1, false );
		}
	}

	/**
	 * The setup screen's address.
	 */
	public static function url(): string {
		return add_query_arg( 'page', 'opengive-setup', admin_url( \OpenGive\Admin\AdminPages::PARENT ) );
	}
}
