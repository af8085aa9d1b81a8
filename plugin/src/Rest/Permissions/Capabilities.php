<?php
/**
 * OpenGive's capabilities and the fundraising-manager role.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Permissions;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's capability names, so roles made for GiveWP keep working. Administrators get them all; the
 * "Fundraising Manager" role can be given to staff who manage gifts but not the site.
 */
final class Capabilities {

	/** Read donations, donors and subscriptions. */
	const VIEW_PAYMENTS = 'view_give_payments';

	/** Change, refund and delete donations; cancel subscriptions; edit donors. */
	const EDIT_PAYMENTS = 'edit_give_payments';

	/** Emails, phones, addresses, IPs and purchase keys. */
	const VIEW_SENSITIVE = 'view_give_sensitive_data';

	/** Create and edit donation forms and campaigns. */
	const EDIT_FORMS = 'edit_give_forms';

	/** Export donations and donors as CSV. */
	const EXPORT = 'export_give_reports';

	/** The manager role's slug. */
	const MANAGER_ROLE = 'give_manager';

	/**
	 * Every OpenGive capability.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::VIEW_PAYMENTS, self::EDIT_PAYMENTS, self::VIEW_SENSITIVE, self::EDIT_FORMS, self::EXPORT );
	}

	/**
	 * Gives administrators every capability and creates the manager role (idempotent).
	 */
	public static function install(): void {
		$admin = get_role( 'administrator' );
		foreach ( self::all() as $capability ) {
			if ( $admin && ! $admin->has_cap( $capability ) ) {
				$admin->add_cap( $capability );
			}
		}
		if ( null === get_role( self::MANAGER_ROLE ) ) {
			add_role(
				self::MANAGER_ROLE,
				__( 'Fundraising Manager', 'opengive' ),
				array_merge( array( 'read' => true ), array_fill_keys( self::all(), true ) )
			);
		}
	}

	/**
	 * Removes the role and the capabilities (uninstall).
	 */
	public static function uninstall(): void {
		remove_role( self::MANAGER_ROLE );
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( self::all() as $capability ) {
				$role->remove_cap( $capability );
			}
		}
	}
}
