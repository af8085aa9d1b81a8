<?php
/**
 * Runs inside the database-restart test's site (OPENGIVE_DB_HOST points wp-config at the private
 * server). Usage: php restart-site.php /path/to/wordpress prepare|check
 *
 * prepare: lifts the rate limits (every request comes from 127.0.0.1) and prints the demo form id.
 * check:   prints the rows the run wrote and whether every maintained total equals a recount.
 *
 * @package OpenGive
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[2] ) ) {
	fwrite( STDERR, "Usage: php restart-site.php /path/to/wordpress prepare|check\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';

global $wpdb;
$opengive_t = $wpdb->prefix;
// phpcs:disable WordPress.DB -- test reads of the plugin's own tables.
if ( 'prepare' === $argv[2] ) {
	update_option( 'opengive_settings', array_merge( (array) get_option( 'opengive_settings', array() ), array( 'rate_limit_ip' => 100000000, 'rate_limit_email' => 100000000 ) ) );
	echo (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'opengive_form' AND post_status = 'publish' ORDER BY ID LIMIT 1" );
	exit( 0 );
}

/**
 * Every maintained total, in a stable order.
 *
 * @param string $t Table prefix.
 * @return array<string, array<int, array<string, string>>>
 */
function opengive_restart_totals( string $t ): array {
	global $wpdb;
	return array(
		'counts'  => $wpdb->get_results( "SELECT mode, status, anonymous, campaign_id, form_id, n FROM {$t}opengive_donation_counts WHERE n <> 0 ORDER BY mode, status, anonymous, campaign_id, form_id", ARRAY_A ),
		'goals'   => $wpdb->get_results( "SELECT scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors FROM {$t}opengive_goal_totals WHERE donations <> 0 ORDER BY scope, scope_id, currency", ARRAY_A ),
		'members' => $wpdb->get_results( "SELECT campaign_id, kind, member_id, gifts FROM {$t}opengive_goal_members WHERE gifts <> 0 ORDER BY campaign_id, kind, member_id", ARRAY_A ),
		'donors'  => $wpdb->get_results( "SELECT id, named_gifts, completed_gifts, live_gifts, test_gifts, live_named_gifts, test_named_gifts FROM {$t}opengive_donors ORDER BY id", ARRAY_A ),
	);
}

$opengive_kept = opengive_restart_totals( $opengive_t );
( new OpenGive\Donations\Repositories\DonationTotalsRebuild() )->run();
$opengive_recount = opengive_restart_totals( $opengive_t );
echo wp_json_encode(
	array(
		'donations'          => $wpdb->get_results( "SELECT id, donor_id, email, idempotency_key, status FROM {$opengive_t}opengive_donations WHERE email LIKE '%-restart-%' ORDER BY id", ARRAY_A ),
		'donorsWithoutGifts' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$opengive_t}opengive_donors r WHERE r.email LIKE '%-restart-%' AND NOT EXISTS (SELECT 1 FROM {$opengive_t}opengive_donations d WHERE d.donor_id = r.id)" ),
		'giftsWithoutDonor'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$opengive_t}opengive_donations d WHERE d.email LIKE '%-restart-%' AND NOT EXISTS (SELECT 1 FROM {$opengive_t}opengive_donors r WHERE r.id = d.donor_id)" ),
		'totalsKept'         => $opengive_kept,
		'totalsRecounted'    => $opengive_recount,
	)
);
// phpcs:enable
