<?php
/**
 * Recurring gifts: the subscription a gift starts, renewals, cancelling.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Verification\EmailVerification;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Subscriptions\Actions\ProcessRenewals;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Support\Exceptions\OpenGiveException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Runs the renewal job with a moved clock.
 */
final class SubscriptionsTest extends DonationTestCase {

	/**
	 * Installments of the test form.
	 *
	 * @var int
	 */
	private $installments = 3;

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'gateways'  => array( 'test', 'offline', 'twocheckout' ),
			'recurring' => array(
				'is_recurring'          => true,
				'give_recurring_option' => 'yes_donor',
				'period'                => 'month',
				'periods'               => array( 'week', 'month', 'year' ),
				'installments'          => $this->installments,
			),
			'feeRecovery' => array(
				'fee_recovery' => true,
				'fee_data'     => array(
					'test' => array(
						'percentage'      => 2.9,
						'base_amount'     => 0.30,
						'give_fee_status' => 'enabled',
					),
				),
			),
		);
	}

	/**
	 * Other forms' subscriptions paused for the test.
	 *
	 * @var int[]
	 */
	private $paused = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// An account left by an interrupted run would make the owner tests' wp_insert_user fail.
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( array( 'monthly.phpunit@example.org', 'other.phpunit@example.org' ) as $email ) {
			$left = get_user_by( 'email', $email );
			if ( $left ) {
				wp_delete_user( $left->ID );
			}
		}
		// The demo's live subscription would renew too when the clock moves: pause every other
		// active subscription while these tests count their own form's renewals, then restore them
		// (the native target shares its database with the browser suites).
		$this->paused = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id != %d AND status = 'active'", $this->form_id ) ) ); // phpcs:ignore WordPress.DB
		if ( array() !== $this->paused ) {
			$wpdb->query( "UPDATE {$wpdb->prefix}opengive_subscriptions SET status = 'pending' WHERE id IN (" . implode( ',', $this->paused ) . ')' ); // phpcs:ignore WordPress.DB -- ids are integers read above.
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		if ( array() !== $this->paused ) {
			$wpdb->query( "UPDATE {$wpdb->prefix}opengive_subscriptions SET status = 'active' WHERE id IN (" . implode( ',', $this->paused ) . ')' ); // phpcs:ignore WordPress.DB -- ids are integers read above.
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form_id ) ); // phpcs:ignore WordPress.DB
		parent::tearDown();
	}

	/**
	 * A monthly gift.
	 *
	 * @param array<string, mixed> $extra Extra fields.
	 */
	private function monthly( array $extra = array() ) {
		return $this->donate(
			array_merge(
				array(
					'formId'          => $this->form_id,
					'amount'          => 2000,
					'levelId'         => 'custom',
					'firstName'       => 'Monthly',
					'email'           => 'monthly.phpunit@example.org',
					'gatewayId'       => 'test',
					'recurringPeriod' => 'month',
				),
				$extra
			)
		);
	}

	/**
	 * A monthly gift moved to a gateway that declines every renewal.
	 */
	private function declining_subscription(): \OpenGive\Subscriptions\Models\Subscription {
		Plugin::container()->get( \OpenGive\Gateways\Repositories\GatewayRegistry::class )->add( new DecliningRenewalsGateway() );
		$repository               = Plugin::container()->get( SubscriptionRepository::class );
		$subscription             = $repository->find( (int) $this->monthly()->subscription_id );
		$subscription->gateway_id = 'declining';
		return $repository->update( $subscription );
	}

	private function subscription( int $id ) {
		return Plugin::container()->get( SubscriptionRepository::class )->find( $id );
	}

	private function renew( string $now ): array {
		return ( Plugin::container()->get( ProcessRenewals::class ) )( $now );
	}

	public function test_a_recurring_gift_starts_a_subscription_linked_to_it(): void {
		$donation     = $this->monthly();
		$subscription = $this->subscription( (int) $donation->subscription_id );
		$this->assertSame( 'subscription', $donation->type );
		$this->assertSame( 'active', $subscription->status );
		$this->assertSame( 'month', $subscription->period );
		$this->assertSame( 3, $subscription->installments );
		$this->assertSame( 2000, $subscription->amount );
		$this->assertSame( Period::nth( $donation->created_at, 'month', 1 ), $subscription->renews_at );
		$this->assertStringStartsWith( 'test_sub_', $subscription->gateway_subscription_id );
	}

	public function test_a_one_time_gift_starts_none(): void {
		$donation = $this->monthly( array( 'recurringPeriod' => 'once' ) );
		$this->assertNull( $donation->subscription_id );
		$this->assertSame( 'single', $donation->type );
	}

	public function test_renewals_happen_once_per_period_and_stop_after_the_last_installment(): void {
		global $wpdb;
		$donation = $this->monthly();
		$id       = (int) $donation->subscription_id;
		$first    = $this->subscription( $id )->renews_at;

		$this->assertSame( array( 'renewed' => 0, 'failed' => 0, 'skipped' => 0 ), $this->renew( gmdate( 'Y-m-d H:i:s', strtotime( $first ) - 60 ) ) );
		$this->assertSame( 1, $this->renew( $first )['renewed'] );
		// The same period again: nothing more.
		$this->assertSame( 0, $this->renew( $first )['renewed'] );
		$this->assertSame( 2, TestForm::donation_count( $this->form_id ) );
		$second = $this->subscription( $id )->renews_at;
		$this->assertSame( Period::nth( $donation->created_at, 'month', 2 ), $second );

		$renewal = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donations WHERE subscription_id = %d AND type = 'renewal'", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'publish', $renewal['status'] );
		$this->assertSame( '2000', $renewal['amount'] );

		// Far in the future: the third and last gift, then completed.
		$this->renew( '2099-01-01 00:00:00' );
		$this->assertSame( 3, TestForm::donation_count( $this->form_id ) );
		$this->assertSame( 'completed', $this->subscription( $id )->status );
		$this->assertNull( $this->subscription( $id )->renews_at );
	}

	public function test_offline_pledges_never_renew_on_their_own(): void {
		global $wpdb;
		$donation     = $this->monthly( array( 'gatewayId' => 'offline' ) );
		$subscription = $this->subscription( (int) $donation->subscription_id );
		$this->assertNull( $subscription->renews_at, 'A new offline pledge has no renewal date.' );

		// A pledge recorded before this rule still carries a date: the job clears it instead of renewing.
		$wpdb->update( $wpdb->prefix . 'opengive_subscriptions', array( 'renews_at' => '2020-01-01 00:00:00' ), array( 'id' => $subscription->id ) ); // phpcs:ignore WordPress.DB
		$this->renew( '2099-01-01 00:00:00' );
		$renewals = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE subscription_id = %d AND type = 'renewal'", $donation->subscription_id ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( '0', $renewals );
		$this->assertNull( $this->subscription( (int) $donation->subscription_id )->renews_at );
		$this->assertSame( 'active', $this->subscription( (int) $donation->subscription_id )->status );
	}

	public function test_renewal_emails_go_out(): void {
		$donation    = $this->monthly();
		$this->mails = array();
		$this->renew( $this->subscription( (int) $donation->subscription_id )->renews_at );
		$this->assertCount( 2, $this->mails );
		$this->assertStringContainsString( '$20.00', $this->mails[0]['message'] );
	}

	public function test_a_period_the_form_does_not_offer_is_refused(): void {
		$this->assert_rejected(
			array(
				'formId'          => $this->form_id,
				'amount'          => 2000,
				'levelId'         => 'custom',
				'firstName'       => 'Daily',
				'email'           => 'daily.phpunit@example.org',
				'gatewayId'       => 'test',
				'recurringPeriod' => 'day',
			),
			'opengive_invalid_period',
			'recurringPeriod'
		);
	}

	public function test_cancel_by_the_owner_stops_renewals_and_others_get_403(): void {
		$user_id  = wp_insert_user(
			array(
				'user_login' => 'owner-phpunit',
				'user_email' => 'monthly.phpunit@example.org',
				'user_pass'  => 'owner-password-1',
			)
		);
		$other_id = wp_insert_user(
			array(
				'user_login' => 'other-phpunit',
				'user_email' => 'other.phpunit@example.org',
				'user_pass'  => 'other-password-1',
			)
		);
		wp_set_current_user( $user_id );
		$donation = $this->monthly();
		$this->confirm_email( $user_id );
		wp_set_current_user( 0 );
		$cancel = Plugin::container()->get( CancelSubscription::class );
		try {
			$cancel( (int) $donation->subscription_id, $other_id );
			$this->fail( 'Expected 403.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 403, $error->status() );
		}
		$this->assertSame( 'cancelled', $cancel( (int) $donation->subscription_id, $user_id )->status );
		$this->assertSame( 0, $this->renew( '2099-01-01 00:00:00' )['renewed'] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
		wp_delete_user( $other_id );
	}

	public function test_the_owner_changes_the_renewal_amount_within_the_forms_limits(): void {
		$user_id = wp_insert_user(
			array(
				'user_login' => 'amount-owner-phpunit',
				'user_email' => 'monthly.phpunit@example.org',
				'user_pass'  => 'owner-password-1',
			)
		);
		wp_set_current_user( $user_id );
		// $20.00 a month covering the fee: (20 + 0.30) / 0.971 - 20 = $0.91.
		$donation = $this->monthly( array( 'coverFee' => true ) );
		$this->confirm_email( $user_id );
		wp_set_current_user( 0 );
		$id     = (int) $donation->subscription_id;
		$change = Plugin::container()->get( ChangeRenewalAmount::class );
		$this->assertSame( 91, $this->subscription( $id )->fee_amount_recovered );

		// $30.00: the fee follows, (30 + 0.30) / 0.971 - 30 = $1.20.
		$changed = $change( $id, $user_id, 3000 );
		$this->assertSame( 3000, $changed->amount );
		$this->assertSame( 120, $changed->fee_amount_recovered );

		// Empty or 0 becomes the form's minimum ($5.00).
		$this->assertSame( 500, $change( $id, $user_id, 0 )->amount );

		foreach ( array( 499 => 'opengive_amount_too_low', 100001 => 'opengive_amount_too_high' ) as $amount => $code ) {
			try {
				$change( $id, $user_id, $amount );
				$this->fail( "{$amount} is outside the limits." );
			} catch ( ValidationException $error ) {
				$this->assertSame( $code, $error->error_code() );
				$this->assertSame( 'renewalAmount', $error->field() );
			}
		}
		$this->assertSame( 500, $this->subscription( $id )->amount, 'A refused amount changes nothing.' );
		$this->assertStringContainsString( '$5.00', $this->message_of( $change, $id, $user_id, 1 ) );

		( Plugin::container()->get( CancelSubscription::class ) )( $id, $user_id );
		try {
			$change( $id, $user_id, 3000 );
			$this->fail( 'A cancelled gift cannot change.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 409, $error->status() );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	/**
	 * Follows the confirmation link the last gift mailed to the account: only then is the account
	 * the subscription's owner.
	 *
	 * @param int $user_id The account.
	 */
	private function confirm_email( int $user_id ): void {
		$links = array();
		foreach ( $this->mails as $mail ) {
			if ( preg_match( '/[?&]opengive-verify-email=([0-9a-f.]+)/', (string) $mail['message'], $match ) ) {
				$links[] = $match[1];
			}
		}
		$this->assertNotEmpty( $links, 'A confirmation link was mailed.' );
		( new EmailVerification( Plugin::container()->get( DonorRepository::class ) ) )->verify( (string) end( $links ), $user_id );
	}

	/**
	 * The message a refused change carries.
	 *
	 * @param ChangeRenewalAmount $change Action.
	 * @param int                 $id     Subscription.
	 * @param int                 $user   User.
	 * @param int                 $amount Amount.
	 */
	private function message_of( ChangeRenewalAmount $change, int $id, int $user, int $amount ): string {
		try {
			$change( $id, $user, $amount );
		} catch ( ValidationException $error ) {
			return $error->getMessage();
		}
		return '';
	}

	/**
	 * An account with the donor's email that gave while logged in, and (when asked) confirmed it.
	 *
	 * @param string $login   Login.
	 * @param bool   $confirm Follow the mailed link.
	 * @return array{0: int, 1: int} User id and subscription id.
	 */
	private function owner_with_gift( string $login, bool $confirm ): array {
		$user_id = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => 'monthly.phpunit@example.org',
				'user_pass'  => 'owner-password-1',
			)
		);
		wp_set_current_user( $user_id );
		$donation = $this->monthly();
		if ( $confirm ) {
			$this->confirm_email( $user_id );
		}
		wp_set_current_user( 0 );
		return array( $user_id, (int) $donation->subscription_id );
	}

	public function test_a_form_without_a_maximum_caps_renewal_amounts_at_the_site_ceiling(): void {
		$settings            = get_post_meta( $this->form_id, 'opengive_form_settings', true );
		$settings['maximum'] = null;
		update_post_meta( $this->form_id, 'opengive_form_settings', $settings );
		list( $user_id, $id ) = $this->owner_with_gift( 'ceiling-owner-phpunit', true );
		$change               = Plugin::container()->get( ChangeRenewalAmount::class );
		try {
			// Default ceiling: 1,000,000.00.
			$change( $id, $user_id, 100000001 );
			$this->fail( 'Above the site-wide ceiling.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_amount_too_high', $error->error_code() );
			$this->assertStringContainsString( '$1,000,000.00', $error->getMessage() );
		}
		$this->assertSame( 100000000, $change( $id, $user_id, 100000000 )->amount );
		// The dashboard's update form is given the same bound, so it says so before the server does.
		$form = Plugin::container()->get( \OpenGive\Forms\Repositories\FormRepository::class )->find( $this->form_id );
		$this->assertSame( 100000000, ChangeRenewalAmount::maximum( $form ) );
		$this->assertSame( 100000000, ChangeRenewalAmount::maximum( null ) );
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['max_amount_minor'] = 50000;
				return $settings;
			}
		);
		$this->assertStringContainsString( '$500.00', $this->message_of( $change, $id, $user_id, 50001 ) );
		$this->assertSame( 50000, $change( $id, $user_id, 50000 )->amount );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	public function test_an_account_sharing_the_email_but_unconfirmed_and_staff_cannot_change_amount_or_card(): void {
		list( $user_id, $id ) = $this->owner_with_gift( 'unconfirmed-phpunit', false );
		$admin                = (int) get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) )[0];
		$change               = Plugin::container()->get( ChangeRenewalAmount::class );
		$update               = Plugin::container()->get( \OpenGive\Subscriptions\Actions\UpdatePaymentMethod::class );
		foreach ( array( $user_id, $admin ) as $actor ) {
			foreach ( array( 'amount', 'card' ) as $what ) {
				try {
					if ( 'amount' === $what ) {
						$change( $id, $actor, 3000 );
					} else {
						$update( $id, $actor, 'test_pm_someone' );
					}
					$this->fail( "User {$actor} changed the {$what}." );
				} catch ( OpenGiveException $error ) {
					$this->assertSame( 403, $error->status() );
				}
			}
		}
		$this->assertSame( 2000, $this->subscription( $id )->amount );
		// Staff can still cancel on a donor's behalf.
		$this->assertSame( 'cancelled', ( Plugin::container()->get( CancelSubscription::class ) )( $id, $admin )->status );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	public function test_a_provider_refusing_the_new_card_is_told_as_one_sentence_whatever_the_reason(): void {
		Plugin::container()->get( \OpenGive\Gateways\Repositories\GatewayRegistry::class )->add( new RefusingCardsGateway() );
		list( $user_id, $id ) = $this->owner_with_gift( 'refused-owner-phpunit', true );
		$repository               = Plugin::container()->get( SubscriptionRepository::class );
		$subscription             = $repository->find( $id );
		$subscription->gateway_id = 'refusing';
		$repository->update( $subscription );
		try {
			( Plugin::container()->get( \OpenGive\Subscriptions\Actions\UpdatePaymentMethod::class ) )( $id, $user_id, 'tok_stolen' );
			$this->fail( 'The provider refused the card.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_method_refused', $error->error_code() );
			$this->assertSame( 402, $error->status() );
			$this->assertSame( 'This card could not be used. Please check its details or try another card.', $error->getMessage() );
			$this->assertStringNotContainsString( 'stolen', $error->getMessage() );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	public function test_month_ends_do_not_drift(): void {
		$this->assertSame( '2027-02-28 10:00:00', Period::nth( '2027-01-31 10:00:00', 'month', 1 ) );
		$this->assertSame( '2027-03-31 10:00:00', Period::nth( '2027-01-31 10:00:00', 'month', 2 ) );
		$this->assertSame( '2028-02-29 10:00:00', Period::nth( '2027-11-30 10:00:00', 'quarter', 1 ) );
		$this->assertSame( '2027-02-07 10:00:00', Period::nth( '2027-01-31 10:00:00', 'week', 1 ) );
		$this->assertSame( '2028-01-31 10:00:00', Period::nth( '2027-01-31 10:00:00', 'year', 1 ) );
	}

	public function test_the_owner_moves_the_gift_to_a_new_card_and_a_failing_gift_is_tried_again(): void {
		$user_id = wp_insert_user(
			array(
				'user_login' => 'card-owner-phpunit',
				'user_email' => 'monthly.phpunit@example.org',
				'user_pass'  => 'owner-password-1',
			)
		);
		wp_set_current_user( $user_id );
		$donation = $this->monthly();
		$this->confirm_email( $user_id );
		wp_set_current_user( 0 );
		$repository           = Plugin::container()->get( SubscriptionRepository::class );
		$subscription         = $repository->find( (int) $donation->subscription_id );
		$subscription->status = 'failing';
		$repository->update( $subscription );

		$update  = Plugin::container()->get( \OpenGive\Subscriptions\Actions\UpdatePaymentMethod::class );
		$updated = $update( $subscription->id, $user_id, 'test_pm_newcard' );
		$this->assertSame( 'test_sub_newcard', $updated->gateway_subscription_id );
		$this->assertSame( 'active', $updated->status );
		try {
			$update( $subscription->id, $user_id, '4242424242424242' );
			$this->fail( 'A card number is not a token.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_token_required', $error->error_code() );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
	}

	public function test_a_declined_renewal_marks_the_gift_failing_and_tells_donor_and_site(): void {
		$repository   = Plugin::container()->get( SubscriptionRepository::class );
		$subscription = $this->declining_subscription();
		$this->mails  = array();

		$this->assertSame( 1, $this->renew( $subscription->renews_at )['failed'] );
		$this->assertSame( 'failing', $repository->find( $subscription->id )->status );
		$subjects = array_column( $this->mails, 'subject' );
		$this->assertCount( 2, $subjects );
		$this->assertStringContainsString( 'could not be charged', $subjects[0] );
		$this->assertStringContainsString( 'Your card was declined.', $this->mails[0]['message'] );
		$this->assertStringContainsString( 'Renewal failed', $subjects[1] );
		$this->assertStringContainsString( 'We will try again on', $this->mails[0]['message'] );
	}

	public function test_a_declined_renewal_is_tried_again_3_7_and_14_days_later_on_the_same_row_then_no_more(): void {
		$repository   = Plugin::container()->get( SubscriptionRepository::class );
		$subscription = $this->declining_subscription();
		$due = $subscription->renews_at;
		$at  = static function ( int $days ) use ( $due ) {
			return gmdate( 'Y-m-d H:i:s', (int) strtotime( $due . ' UTC' ) + $days * DAY_IN_SECONDS );
		};
		$this->mails = array();

		$this->assertSame( 1, $this->renew( $due )['failed'] );
		$this->assertSame( 0, $this->renew( $at( 2 ) )['failed'], 'nothing before the first retry is due' );
		foreach ( array( 3, 7, 14 ) as $day ) {
			$this->assertSame( array( 'renewed' => 0, 'failed' => 1, 'skipped' => 0 ), $this->renew( $at( $day ) ), 'retry on day ' . $day );
		}
		$this->assertSame( array( 'renewed' => 0, 'failed' => 0, 'skipped' => 0 ), $this->renew( '2099-01-01 00:00:00' ), 'no try after the last' );
		$this->assertSame( 2, Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->count_for_subscription( $subscription->id ), 'one row for the period, tried four times' );
		$donor_mails = array_values( array_filter( $this->mails, static function ( $mail ) {
			return 'monthly.phpunit@example.org' === $mail['to'];
		} ) );
		$this->assertCount( 4, $donor_mails );
		$this->assertStringContainsString( 'We will try again on ' . wp_date( (string) get_option( 'date_format' ), (int) strtotime( $at( 3 ) . ' UTC' ) ), $donor_mails[0]['message'] );
		$this->assertStringContainsString( 'We will not try again', $donor_mails[3]['message'] );
		$this->assertSame( 'failing', $repository->find( $subscription->id )->status );
	}

	public function test_one_receipt_for_screen_and_email_gives_amount_fee_total_frequency_and_next_date(): void {
		$this->mails  = array();
		$donation     = $this->monthly( array( 'coverFee' => true, 'amount' => 1000 ) );
		$subscription = $this->subscription( (int) $donation->subscription_id );
		$receipt      = Plugin::container()->get( \OpenGive\Donations\Receipts\ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$next         = get_date_from_gmt( (string) $subscription->renews_at, (string) get_option( 'date_format' ) );
		$this->assertSame( 'Monthly', $receipt['frequency'] );
		$this->assertSame( $next, $receipt['nextPaymentDate'] );

		$html = \OpenGive\Donations\Receipts\ReceiptHtml::render( $receipt, 'receipt-test' );
		foreach ( array( 'Amount</dt><dd data-testid="receipt-amount">$10.00', 'Processing fee covered</dt><dd>$0.61', 'Total</dt><dd data-testid="receipt-total">$10.61', 'Frequency</dt><dd>Monthly', 'Next payment</dt><dd>' . $next ) as $row ) {
			$this->assertStringContainsString( $row, $html );
		}
		$to_donor = array_values(
			array_filter(
				$this->mails,
				static function ( array $mail ): bool {
					return 'monthly.phpunit@example.org' === $mail['to'];
				}
			)
		);
		$this->assertCount( 1, $to_donor );
		$message = $to_donor[0]['message'];
		$this->assertStringContainsString( 'Thank you for your donation of $10.61', $message );
		foreach ( array( 'Amount: $10.00', 'Processing fee covered: $0.61', 'Total: $10.61', 'Frequency: Monthly', 'Next payment: ' . $next ) as $line ) {
			$this->assertStringContainsString( $line, $message );
		}

		$once = Plugin::container()->get( \OpenGive\Donations\Receipts\ReceiptBuilder::class )->build( $this->monthly( array( 'recurringPeriod' => 'once' ) ), home_url( '/' ) );
		$this->assertSame( array( '', '' ), array( $once['frequency'], $once['nextPaymentDate'] ) );
		$this->assertStringNotContainsString( 'Frequency', \OpenGive\Donations\Receipts\ReceiptHtml::render( $once, 'once' ) );
	}

	public function test_a_failing_gift_given_a_new_card_is_charged_for_the_missed_period_not_skipped(): void {
		$repository   = Plugin::container()->get( SubscriptionRepository::class );
		$donations    = Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class );
		$subscription = $this->declining_subscription();
		$due          = $subscription->renews_at;
		$this->renew( $due );
		// The donor's new card (UpdatePaymentMethod): active again, the declined period still owed.
		$fixed         = $repository->find( $subscription->id );
		$fixed->status = 'active';
		$repository->update( $fixed );
		DecliningRenewalsGateway::$declines = false;
		try {
			// A day later, before the first scheduled retry (day 3).
			$counts = $this->renew( gmdate( 'Y-m-d H:i:s', (int) strtotime( $due . ' UTC' ) + DAY_IN_SECONDS ) );
		} finally {
			DecliningRenewalsGateway::$declines = true;
		}
		$this->assertSame( 1, $counts['renewed'] );
		$renewal = $donations->find_by_idempotency_key( \OpenGive\Subscriptions\Actions\ProcessRenewals::period_key( $subscription ) );
		$this->assertSame( 'publish', $renewal->status, 'the missed period is charged on the new card' );
		$this->assertSame( 2, $donations->count_for_subscription( $subscription->id ), 'on the same row' );
		$this->assertSame( Period::nth( $subscription->created_at, 'month', 2 ), $repository->find( $subscription->id )->renews_at );
	}

	public function test_a_new_card_on_a_failing_gift_runs_the_renewals_now(): void {
		$user_id = wp_insert_user(
			array(
				'user_login' => 'failing-owner-phpunit',
				'user_email' => 'monthly.phpunit@example.org',
				'user_pass'  => 'owner-password-1',
			)
		);
		wp_set_current_user( $user_id );
		$donation = $this->monthly();
		$this->confirm_email( $user_id );
		wp_set_current_user( 0 );
		$repository           = Plugin::container()->get( SubscriptionRepository::class );
		$subscription         = $repository->find( (int) $donation->subscription_id );
		$subscription->status = 'failing';
		$repository->update( $subscription );
		wp_clear_scheduled_hook( \OpenGive\Subscriptions\Actions\ProcessRenewals::HOOK );

		( Plugin::container()->get( \OpenGive\Subscriptions\Actions\UpdatePaymentMethod::class ) )( $subscription->id, $user_id, 'test_pm_newcard' );
		$next = wp_next_scheduled( \OpenGive\Subscriptions\Actions\ProcessRenewals::HOOK );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
		$this->assertIsInt( $next );
		$this->assertLessThanOrEqual( time(), $next );
	}

	public function test_a_retry_that_goes_through_makes_the_gift_active_and_moves_it_to_its_next_period(): void {
		$repository   = Plugin::container()->get( SubscriptionRepository::class );
		$subscription = $this->declining_subscription();
		$due = $subscription->renews_at;
		$this->renew( $due );
		DecliningRenewalsGateway::$declines = false;
		try {
			$counts = $this->renew( gmdate( 'Y-m-d H:i:s', (int) strtotime( $due . ' UTC' ) + 3 * DAY_IN_SECONDS ) );
		} finally {
			DecliningRenewalsGateway::$declines = true;
		}
		$this->assertSame( 1, $counts['renewed'] );
		$after = $repository->find( $subscription->id );
		$this->assertSame( 'active', $after->status );
		$this->assertSame( Period::nth( $subscription->created_at, 'month', 2 ), $after->renews_at );
		$renewal = Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->find_by_idempotency_key( \OpenGive\Subscriptions\Actions\ProcessRenewals::period_key( $subscription ) );
		$this->assertSame( 'publish', $renewal->status );
		$this->assertSame( 2, Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->count_for_subscription( $subscription->id ) );
	}
}

/**
 * A gateway whose renewals are always declined.
 */
final class DecliningRenewalsGateway implements \OpenGive\Gateways\Contracts\PaymentGateway, \OpenGive\Gateways\Contracts\SupportsRenewals {
	public function id(): string {
		return 'declining';
	}
	public function label(): string {
		return 'Declining';
	}
	public function mode(): string {
		return 'test';
	}
	public function is_configured(): bool {
		return true;
	}
	public function client_config(): array {
		return array( 'fields' => 'none' );
	}
	public function payment_data( array $input ): array {
		return array();
	}
	public function charge( \OpenGive\Donations\Models\Donation $donation, array $payment_data ): \OpenGive\Gateways\ValueObjects\ChargeResult {
		return new \OpenGive\Gateways\ValueObjects\ChargeResult( 'publish', 'ok' );
	}
	/**
	 * Whether renewals are declined (a test lets one through).
	 *
	 * @var bool
	 */
	public static $declines = true;
	public function renew( \OpenGive\Subscriptions\Models\Subscription $subscription, \OpenGive\Donations\Models\Donation $renewal ): \OpenGive\Gateways\ValueObjects\ChargeResult {
		return self::$declines ? new \OpenGive\Gateways\ValueObjects\ChargeResult( 'failed', '', 'Your card was declined.' ) : new \OpenGive\Gateways\ValueObjects\ChargeResult( 'publish', 'retried' );
	}
}

/**
 * A card gateway whose provider refuses every new card with a specific reason.
 */
final class RefusingCardsGateway implements \OpenGive\Gateways\Contracts\PaymentGateway, \OpenGive\Gateways\Contracts\SupportsRenewals, \OpenGive\Gateways\Contracts\UpdatesPaymentMethod {
	public function id(): string {
		return 'refusing';
	}
	public function label(): string {
		return 'Refusing';
	}
	public function mode(): string {
		return 'test';
	}
	public function is_configured(): bool {
		return true;
	}
	public function client_config(): array {
		return array( 'fields' => 'card' );
	}
	public function payment_data( array $input ): array {
		return array();
	}
	public function charge( \OpenGive\Donations\Models\Donation $donation, array $payment_data ): \OpenGive\Gateways\ValueObjects\ChargeResult {
		return new \OpenGive\Gateways\ValueObjects\ChargeResult( 'publish', 'ok' );
	}
	public function renew( \OpenGive\Subscriptions\Models\Subscription $subscription, \OpenGive\Donations\Models\Donation $renewal ): \OpenGive\Gateways\ValueObjects\ChargeResult {
		return new \OpenGive\Gateways\ValueObjects\ChargeResult( 'publish', 'ok' );
	}
	public function update_payment_method( \OpenGive\Subscriptions\Models\Subscription $subscription, string $token ): string {
		throw new OpenGiveException( 'opengive_payment_method_refused', 'Your card was reported lost or stolen.', 402 );
	}
}
