<?php
/**
 * Creates and removes a throwaway donation form with its donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

/**
 * A published test form: levels $10 and $25, custom $5-$1,000, test gateway.
 */
final class TestForm {

	/**
	 * Creates the form.
	 *
	 * @param array<string, mixed> $overrides Settings to replace.
	 * @return int Form id.
	 */
	public static function create( array $overrides = array() ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => 'opengive_form',
				'post_status' => 'publish',
				'post_title'  => 'PHPUnit form',
				'meta_input'  => array(
					'opengive_form_settings' => array_merge(
						array(
							'levels'       => array(
								array( 'id' => '1', 'amount' => 1000, 'label' => '' ),
								array( 'id' => '2', 'amount' => 2500, 'label' => '' ),
							),
							'defaultLevel' => '1',
							'customAmount' => true,
							'minimum'      => 500,
							'maximum'      => 100000,
							'currency'     => array( 'code' => 'USD' ),
							'gateways'     => array( 'test' ),
						),
						$overrides
					),
				),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( $id->get_error_message() );
		}
		return (int) $id;
	}

	/**
	 * Removes the form and every donation made through it.
	 *
	 * @param int $form_id Form id.
	 */
	public static function destroy( int $form_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", $form_id ) );
		// Rows deleted behind the repository's back: bring the maintained totals back in line.
		\OpenGive\Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->totals()->rebuild();
		wp_delete_post( $form_id, true );
	}

	/**
	 * Donations made through the form.
	 *
	 * @param int $form_id Form id.
	 */
	public static function donation_count( int $form_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", $form_id ) );
	}
}
