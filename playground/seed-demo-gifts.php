<?php
/**
 * Demo history for the admin screens: a campaign the main form raises money for, twelve donors and
 * their past live gifts (a few anonymous, pending or refunded) and one monthly subscription.
 * Required by seed-demo.php with $opengive_form_id and $opengive_memorial_id set.
 *
 * @package OpenGive
 */

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;

defined( 'ABSPATH' ) || exit;

$opengive_container = Plugin::container();

$opengive_campaign                    = new Campaign();
$opengive_campaign->title             = 'Winter Lights 2026';
$opengive_campaign->short_description = 'Fuel and lenses for the harbour lighthouse through the winter storms.';
$opengive_campaign->long_description  = '<p>Every winter the harbour light burns through more fuel than any other season.</p>';
$opengive_campaign->goal              = 500000;
$opengive_campaign->goal_type         = 'amount';
$opengive_campaign->status            = 'active';
$opengive_campaign->primary_color     = '#1e5a8a';
$opengive_campaign->secondary_color   = '#f2b233';
$opengive_campaign->start_date        = gmdate( 'Y-m-d H:i:s', strtotime( '-90 days' ) );
$opengive_campaign->end_date          = gmdate( 'Y-m-d H:i:s', strtotime( '+90 days' ) );
$opengive_campaign->default_form_id   = (int) $opengive_form_id;
$opengive_container->get( CampaignRepository::class )->save( $opengive_campaign );

// The main form raises money for the campaign.
$opengive_settings               = (array) get_post_meta( (int) $opengive_form_id, 'opengive_form_settings', true );
$opengive_settings['campaignId'] = $opengive_campaign->id;
update_post_meta( (int) $opengive_form_id, 'opengive_form_settings', $opengive_settings );

$opengive_people = array(
	array( 'Ada', 'Lovelace', 'ada.lovelace@example.org', 'Analytical Engines Ltd' ),
	array( 'Grace', 'Hopper', 'grace.hopper@example.org', '' ),
	array( 'Alan', 'Turing', 'alan.turing@example.org', '' ),
	array( 'Katherine', 'Johnson', 'katherine.johnson@example.org', '' ),
	array( 'Tim', 'Berners-Lee', 'tim.bl@example.org', 'W3' ),
	array( 'Hedy', 'Lamarr', 'hedy.lamarr@example.org', '' ),
	array( 'Claude', 'Shannon', 'claude.shannon@example.org', '' ),
	array( 'Margaret', 'Hamilton', 'margaret.hamilton@example.org', 'Apollo Guidance' ),
	array( 'Edsger', 'Dijkstra', 'edsger.dijkstra@example.org', '' ),
	array( 'Barbara', 'Liskov', 'barbara.liskov@example.org', '' ),
	array( 'Donald', 'Knuth', 'donald.knuth@example.org', '' ),
	array( 'Frances', 'Allen', 'frances.allen@example.org', '' ),
);
$opengive_amounts = array( 1000, 2500, 5000, 10000, 2500, 1500, 7500, 2500, 20000, 1000, 3000, 5000 );
$opengive_gift    = 0;
foreach ( $opengive_people as $opengive_index => list( $opengive_first, $opengive_last, $opengive_email, $opengive_company ) ) {
	$opengive_donor             = new Donor();
	$opengive_donor->email      = $opengive_email;
	$opengive_donor->first_name = $opengive_first;
	$opengive_donor->last_name  = $opengive_last;
	$opengive_donor->company    = $opengive_company;
	$opengive_donor->created_at = gmdate( 'Y-m-d H:i:s', strtotime( '-' . ( 120 - $opengive_index * 7 ) . ' days' ) );
	$opengive_container->get( DonorRepository::class )->save( $opengive_donor );
	// Three gifts each, some weeks apart.
	for ( $opengive_n = 0; $opengive_n < 3; $opengive_n++ ) {
		++$opengive_gift;
		$opengive_donation                         = new Donation();
		$opengive_donation->form_id                = 0 === $opengive_gift % 4 ? (int) $opengive_memorial_id : (int) $opengive_form_id;
		$opengive_donation->campaign_id            = 0 === $opengive_gift % 4 ? null : $opengive_campaign->id;
		$opengive_donation->donor_id               = $opengive_donor->id;
		$opengive_donation->status                 = 0 === $opengive_gift % 11 ? 'refunded' : ( 0 === $opengive_gift % 9 ? 'pending' : 'publish' );
		$opengive_donation->type                   = 'single';
		$opengive_donation->mode                   = 'live';
		$opengive_donation->amount                 = $opengive_amounts[ ( $opengive_index + $opengive_n ) % count( $opengive_amounts ) ];
		$opengive_donation->currency               = 'USD';
		$opengive_donation->gateway_id             = 0 === $opengive_gift % 3 ? 'offline' : 'test';
		$opengive_donation->gateway_transaction_id = 'demo-' . $opengive_gift;
		$opengive_donation->purchase_key           = md5( 'opengive-demo-' . $opengive_gift );
		$opengive_donation->donor_ip               = '192.0.2.' . ( $opengive_gift % 250 );
		$opengive_donation->first_name             = $opengive_first;
		$opengive_donation->last_name              = $opengive_last;
		$opengive_donation->email                  = $opengive_email;
		$opengive_donation->company                = $opengive_company;
		$opengive_donation->anonymous              = 0 === $opengive_gift % 7;
		$opengive_donation->level_id               = 'custom';
		$opengive_donation->comment                = 0 === $opengive_gift % 5 ? 'Keep it shining.' : '';
		$opengive_donation->created_at             = gmdate( 'Y-m-d H:i:s', strtotime( '-' . ( 100 - $opengive_gift * 2 ) . ' days' ) );
		$opengive_container->get( DonationRepository::class )->insert( $opengive_donation );
	}
}

// One live monthly gift (Grace's), with its first payment.
$opengive_subscription               = new Subscription();
$opengive_subscription->donor_id     = $opengive_container->get( DonorRepository::class )->find_by_email( 'grace.hopper@example.org' )->id;
$opengive_subscription->form_id      = (int) $opengive_form_id;
$opengive_subscription->campaign_id  = $opengive_campaign->id;
$opengive_subscription->status       = 'active';
$opengive_subscription->mode         = 'live';
$opengive_subscription->period       = 'month';
$opengive_subscription->amount       = 2500;
$opengive_subscription->currency     = 'USD';
$opengive_subscription->gateway_id   = 'test';
$opengive_subscription->created_at   = gmdate( 'Y-m-d H:i:s', strtotime( '-20 days' ) );
$opengive_subscription->renews_at    = gmdate( 'Y-m-d H:i:s', strtotime( '+10 days' ) );
$opengive_container->get( SubscriptionRepository::class )->insert( $opengive_subscription );

// The campaign on the site: progress bar and donate button.
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Winter Lights',
		'post_name'    => 'winter-lights',
		'post_content' => '<!-- wp:opengive/campaign {"campaignId":' . (int) $opengive_campaign->id . '} /-->',
	),
	true
);
