<?php
/**
 * Admin notices: dismissible, auto-dismissed after their interval, remembered per user.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Support\Security\NonceFields;

defined( 'ABSPATH' ) || exit;

/**
 * Shown on the dashboard, the plugins screen and OpenGive's own screens. Each notice has a stable
 * id; once a user dismisses it (or it dismissed itself after its data-opengive-auto-dismiss
 * interval) it stays gone for that user. The markup is core's notice, so core adds the dismiss
 * button; src/admin/notices.ts records the dismissal.
 */
final class Notices {

	const USER_META = 'opengive_dismissed_notices';
	const ACTION    = 'opengive_dismiss_notice';

	/**
	 * The notices that apply now, before per-user dismissals.
	 *
	 * @return array<int, array{id: string, type: string, message: string, autoDismiss: int}>
	 */
	public static function current(): array {
		$notices = array();
		if ( current_user_can( 'manage_options' ) ) {
			$missing = self::unconfigured_gateways();
			if ( array() !== $missing ) {
				$notices[] = array(
					'id'          => 'gateways-unconfigured-' . md5( implode( ',', $missing ) ),
					'type'        => 'warning',
					/* translators: %s: gateway ids, comma separated */
					'message'     => sprintf( __( 'OpenGive: published forms offer payment methods that are not set up yet (%s). Donors will not see them until their keys are saved.', 'opengive' ), implode( ', ', $missing ) ),
					'autoDismiss' => 0,
				);
			}
		}
		if ( current_user_can( 'view_give_payments' ) ) {
			$notices[] = array(
				'id'          => 'welcome-v1',
				'type'        => 'info',
				'message'     => __( 'Welcome to OpenGive: donations, donors, subscriptions and campaigns are under the OpenGive menu.', 'opengive' ),
				'autoDismiss' => 10000,
				// A greeting, not a warning: one screen shows it, then it counts as dismissed.
				'once'        => true,
			);
		}
		/**
		 * Filters OpenGive's admin notices.
		 *
		 * @param array $notices id, type (info|warning|error|success), message, autoDismiss (ms, 0: never),
		 *                       once (optional: shown on one screen only, then remembered as dismissed),
		 *                       link (optional: [url, text] after the message).
		 */
		return (array) apply_filters( 'opengive_admin_notices', $notices );
	}

	/**
	 * Prints the notices this user has not dismissed.
	 */
	public static function render(): void {
		// Only where an admin looks after the plugin: checking every published form's gateways on
		// every wp-admin page would tax all of them.
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! ( in_array( $screen->base, array( 'dashboard', 'plugins' ), true ) || false !== strpos( $screen->id, 'opengive' ) ) ) {
			return;
		}
		// The block editor (a donation form's edit screen) moves admin notices into its own list
		// without our dismiss script; a greeting there only covers the canvas.
		if ( $screen->is_block_editor() ) {
			return;
		}
		$user      = get_current_user_id();
		$dismissed = self::dismissed( $user );
		$shown     = false;
		foreach ( self::current() as $notice ) {
			if ( in_array( $notice['id'], $dismissed, true ) ) {
				continue;
			}
			if ( ! empty( $notice['once'] ) ) {
				self::remember( $user, (string) $notice['id'] );
			}
			$shown = true;
			$link = isset( $notice['link'][0], $notice['link'][1] ) ? sprintf( ' <a href="%1$s">%2$s</a>', esc_url( (string) $notice['link'][0] ), esc_html( (string) $notice['link'][1] ) ) : '';
			printf(
				'<div class="notice notice-%1$s is-dismissible opengive-notice" data-opengive-notice="%2$s" data-opengive-auto-dismiss="%3$d"><p>%4$s%5$s</p></div>',
				esc_attr( in_array( $notice['type'], array( 'info', 'warning', 'error', 'success' ), true ) ? $notice['type'] : 'info' ),
				esc_attr( $notice['id'] ),
				(int) $notice['autoDismiss'],
				esc_html( $notice['message'] ),
				$link // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it was built.
			);
		}
		if ( $shown ) {
			self::enqueue();
		}
	}

	/**
	 * The small script that records dismissals (not the admin app).
	 */
	private static function enqueue(): void {
		$asset_file = OPENGIVE_DIR . '/build/admin/admin-notices.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( 'opengive-admin-notices', plugins_url( 'build/admin/admin-notices.js', OPENGIVE_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_add_inline_script(
			'opengive-admin-notices',
			'window.opengiveNotices = ' . wp_json_encode(
				array(
					'ajaxUrl' => admin_url( 'admin-ajax.php' ),
					'action'  => self::ACTION,
					'nonce'   => wp_create_nonce( self::ACTION ),
				)
			) . ';',
			'before'
		);
	}

	/**
	 * Ajax: remembers a dismissal for the current user.
	 */
	public static function dismiss(): void {
		NonceFields::strings_only();
		check_ajax_referer( self::ACTION );
		$id = isset( $_POST['id'] ) ? sanitize_key( wp_unslash( $_POST['id'] ) ) : '';
		if ( '' === $id ) {
			wp_send_json_error( array( 'message' => __( 'Which notice?', 'opengive' ) ), 400 );
		}
		self::remember( get_current_user_id(), $id );
		wp_send_json_success( array( 'dismissed' => $id ) );
	}

	/**
	 * Remembers a notice as dismissed for a user (the newest 100 ids).
	 *
	 * @param int    $user_id User.
	 * @param string $id      Notice id.
	 */
	public static function remember( int $user_id, string $id ): void {
		$dismissed = self::dismissed( $user_id );
		if ( ! in_array( $id, $dismissed, true ) ) {
			$dismissed[] = $id;
			update_user_meta( $user_id, self::USER_META, array_slice( $dismissed, -100 ) );
		}
	}

	/**
	 * Ids this user dismissed.
	 *
	 * @param int $user_id User.
	 * @return string[]
	 */
	public static function dismissed( int $user_id ): array {
		return array_values( array_map( 'strval', (array) get_user_meta( $user_id, self::USER_META, true ) ) );
	}

	/**
	 * Gateways offered by published forms but not configured.
	 *
	 * @return string[]
	 */
	private static function unconfigured_gateways(): array {
		$registry = Plugin::container()->get( GatewayRegistry::class );
		$missing  = array();
		foreach ( Plugin::container()->get( FormRepository::class )->published( array() ) as $form ) {
			foreach ( $form->settings->gateways as $id ) {
				$gateway = $registry->get( $id );
				if ( null !== $gateway && ! $gateway->is_configured() ) {
					$missing[ $id ] = $id;
				}
			}
		}
		return array_values( $missing );
	}
}
