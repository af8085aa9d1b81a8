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

	/** Read donors and statistics (GiveWP's donor and report screens). */
	const VIEW_REPORTS = 'view_give_reports';

	/** Read donation forms, including unpublished ones. */
	const VIEW_FORMS = 'view_give_forms';

	/** GiveWP's settings capability (given as GiveWP gives it; OpenGive's settings use manage_options). */
	const MANAGE_SETTINGS = 'manage_give_settings';

	/** The manager role's slug. */
	const MANAGER_ROLE = 'give_manager';

	/** GiveWP's other roles. */
	const ACCOUNTANT_ROLE = 'give_accountant';
	const WORKER_ROLE     = 'give_worker';
	const DONOR_ROLE      = 'give_donor';

	/**
	 * Every OpenGive capability.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_values( array_unique( array_merge( array( self::VIEW_PAYMENTS, self::EDIT_PAYMENTS, self::VIEW_SENSITIVE, self::EDIT_FORMS, self::EXPORT, self::VIEW_REPORTS, self::MANAGE_SETTINGS ), self::core_caps() ) ) );
	}

	/**
	 * GiveWP's post-type capabilities for its two types (give_form, give_payment), which
	 * administrators and managers hold in GiveWP.
	 *
	 * @return string[]
	 */
	public static function core_caps(): array {
		$caps = array();
		foreach ( array( 'give_form', 'give_payment' ) as $type ) {
			foreach ( array( 'view_%ss', 'edit_%ss', 'edit_others_%ss', 'publish_%ss', 'read_private_%ss', 'delete_%ss', 'delete_private_%ss', 'delete_published_%ss', 'delete_others_%ss', 'edit_private_%ss', 'edit_published_%ss', 'manage_%s_terms', 'edit_%s_terms', 'delete_%s_terms', 'assign_%s_terms', 'view_%s_stats', 'import_%ss' ) as $pattern ) {
				$caps[] = sprintf( $pattern, $type );
			}
		}
		return $caps;
	}

	/**
	 * GiveWP's four roles with GiveWP's capabilities (GiveWP 4.14: the worker views payments and
	 * edits forms; the accountant views forms and edits payments; the donor only reads).
	 *
	 * @return array<string, array{label: string, caps: string[]}>
	 */
	public static function roles(): array {
		$form_caps = array( 'view_give_forms', 'delete_give_forms', 'delete_others_give_forms', 'delete_private_give_forms', 'delete_published_give_forms', 'edit_give_forms', 'edit_others_give_forms', 'edit_private_give_forms', 'edit_published_give_forms', 'publish_give_forms', 'read_private_give_forms' );
		return array(
			self::MANAGER_ROLE    => array(
				'label' => __( 'GiveWP Manager', 'opengive' ),
				'caps'  => array_merge( array( 'read', 'edit_posts', 'upload_files' ), self::all() ),
			),
			self::ACCOUNTANT_ROLE => array(
				'label' => __( 'GiveWP Accountant', 'opengive' ),
				'caps'  => array( 'read', self::VIEW_FORMS, 'read_private_give_forms', self::VIEW_REPORTS, self::EXPORT, self::EDIT_PAYMENTS, self::VIEW_PAYMENTS ),
			),
			self::WORKER_ROLE     => array(
				'label' => __( 'GiveWP Worker', 'opengive' ),
				'caps'  => array_merge( array( 'read', 'edit_posts', 'edit_pages', 'upload_files', self::VIEW_PAYMENTS ), $form_caps ),
			),
			self::DONOR_ROLE      => array(
				'label' => __( 'GiveWP Donor', 'opengive' ),
				'caps'  => array( 'read' ),
			),
		);
	}

	/**
	 * Whether the current user may change OpenGive's settings: GiveWP's manage_give_settings
	 * (administrators and GiveWP Managers) or WordPress's manage_options.
	 */
	public static function can_manage_settings(): bool {
		return current_user_can( self::MANAGE_SETTINGS ) || current_user_can( 'manage_options' );
	}

	/**
	 * Whether the current user may see emails, phones, addresses, IPs and purchase keys: holders of
	 * view_give_sensitive_data, and those who may change donations (GiveWP shows these to anyone
	 * who may view payments; a worker, who may only view, does not get them here).
	 */
	public static function can_view_sensitive(): bool {
		return current_user_can( self::VIEW_SENSITIVE ) || current_user_can( self::EDIT_PAYMENTS );
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
		foreach ( self::roles() as $slug => $role ) {
			$existing = get_role( $slug );
			if ( null === $existing ) {
				add_role( $slug, $role['label'], array_fill_keys( $role['caps'], true ) );
				continue;
			}
			// A role made by GiveWP or by an earlier OpenGive keeps what it has and gains what is missing.
			foreach ( $role['caps'] as $capability ) {
				if ( ! $existing->has_cap( $capability ) ) {
					$existing->add_cap( $capability );
				}
			}
		}
	}

	/**
	 * Removes the roles and the capabilities (uninstall), unless GiveWP is installed too: they are
	 * GiveWP's names, and its roles and capabilities must outlive OpenGive (GiveWP keeps its version
	 * in the give_version option while it is installed, active or not).
	 */
	public static function uninstall(): void {
		if ( defined( 'GIVE_VERSION' ) || false !== get_option( 'give_version', false ) ) {
			return;
		}
		foreach ( array_keys( self::roles() ) as $slug ) {
			remove_role( $slug );
		}
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( self::all() as $capability ) {
				$role->remove_cap( $capability );
			}
		}
	}
}
