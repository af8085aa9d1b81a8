<?php
/**
 * GiveWP's roles and capability names, and the /givewp/v3 permission callbacks that use them.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Support\Migrations\AddGiveWpRoles;
use PHPUnit\Framework\TestCase;

/**
 * Each role is checked against what GiveWP 4.14 gives it, then used on real routes through
 * rest_do_request (the permission callbacks, not the capability table, decide).
 */
final class GiveWpRolesTest extends TestCase {

	/**
	 * Users made for the test.
	 *
	 * @var int[]
	 */
	private $users = array();

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		wp_set_current_user( 0 );
	}

	/**
	 * Logs in a new user with the role.
	 *
	 * @param string $role Role.
	 */
	private function as_role( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'roles-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'roles-' . $role . '-' . wp_generate_password( 6, false ) . '@example.org',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->users[] = $id;
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Status of a REST request made as the current user.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query or body parameters.
	 */
	private function status( string $method, string $route, array $params = array() ): int {
		$request = new \WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		return rest_do_request( $request )->get_status();
	}

	public function test_the_four_givewp_roles_exist_with_givewp_capability_names(): void {
		$expected = array(
			'give_manager'    => array( 'view_give_reports', 'view_give_sensitive_data', 'export_give_reports', 'manage_give_settings', 'view_give_payments', 'edit_give_payments', 'delete_give_payments', 'edit_give_forms', 'view_give_form_stats' ),
			'give_accountant' => array( 'view_give_forms', 'read_private_give_forms', 'view_give_reports', 'export_give_reports', 'edit_give_payments', 'view_give_payments' ),
			'give_worker'     => array( 'view_give_payments', 'view_give_forms', 'edit_give_forms', 'publish_give_forms', 'delete_give_forms' ),
			'give_donor'      => array( 'read' ),
		);
		foreach ( $expected as $slug => $caps ) {
			$role = get_role( $slug );
			$this->assertNotNull( $role, $slug );
			foreach ( $caps as $cap ) {
				$this->assertTrue( $role->has_cap( $cap ), "{$slug} has {$cap}" );
			}
		}
		// What GiveWP withholds (4.14: the worker no longer edits payments; the accountant edits no forms).
		$this->assertFalse( get_role( 'give_worker' )->has_cap( 'edit_give_payments' ) );
		$this->assertFalse( get_role( 'give_worker' )->has_cap( 'view_give_sensitive_data' ) );
		$this->assertFalse( get_role( 'give_accountant' )->has_cap( 'edit_give_forms' ) );
		$this->assertFalse( get_role( 'give_donor' )->has_cap( 'view_give_payments' ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'view_give_reports' ) );
	}

	public function test_the_migration_adds_what_an_older_manager_role_lacks_and_keeps_the_rest(): void {
		$manager = get_role( 'give_manager' );
		$manager->remove_cap( 'view_give_reports' );
		$manager->add_cap( 'a_site_specific_cap' );
		remove_role( 'give_worker' );
		( new AddGiveWpRoles() )->up();
		$this->assertTrue( get_role( 'give_manager' )->has_cap( 'view_give_reports' ) );
		$this->assertTrue( get_role( 'give_manager' )->has_cap( 'a_site_specific_cap' ) );
		$this->assertNotNull( get_role( 'give_worker' ) );
		get_role( 'give_manager' )->remove_cap( 'a_site_specific_cap' );
	}

	public function test_an_accountant_lists_donations_with_sensitive_data_and_may_delete(): void {
		$this->as_role( 'give_accountant' );
		$this->assertTrue( Capabilities::can_view_sensitive() );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/donations', array( 'includeSensitiveData' => 'true' ) ) );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/donors' ) );
		// A missing donation, so nothing is deleted: the permission passed when the answer is 404.
		$this->assertSame( 404, $this->status( 'DELETE', '/givewp/v3/donations/987654321' ) );
	}

	public function test_a_worker_views_donations_but_cannot_see_sensitive_data_delete_or_read_donors(): void {
		$this->as_role( 'give_worker' );
		$this->assertFalse( Capabilities::can_view_sensitive() );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/donations' ) );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/donations', array( 'includeSensitiveData' => 'true' ) ) );
		$this->assertSame( 403, $this->status( 'DELETE', '/givewp/v3/donations/987654321' ) );
		$this->assertSame( 403, $this->status( 'DELETE', '/givewp/v3/donations', array( 'ids' => array( 987654321 ) ) ) );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/donors' ) );
		// Workers edit forms in GiveWP, so they see unpublished ones.
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/forms', array( 'status' => 'any' ) ) );
	}

	public function test_a_givewp_donor_reads_only_what_the_public_reads(): void {
		$this->as_role( 'give_donor' );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/donations' ) );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/subscriptions' ) );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/campaigns' ) );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/campaigns', array( 'status' => array( 'draft' ) ) ) );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/forms' ) );
		$this->assertSame( 403, $this->status( 'GET', '/givewp/v3/forms', array( 'status' => 'draft' ) ) );
	}

	public function test_logged_out_callers_get_401_for_anything_beyond_public_reads(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->status( 'GET', '/givewp/v3/campaigns', array( 'status' => 'active' ) ) );
		$this->assertSame( 401, $this->status( 'GET', '/givewp/v3/campaigns', array( 'status' => 'any' ) ) );
		$this->assertSame( 401, $this->status( 'GET', '/givewp/v3/donations' ) );
		$this->assertSame( 401, $this->status( 'POST', '/givewp/v3/campaigns/1/duplicate' ) );
	}
}
