<?php
/**
 * OpenGive's Site Health tests (Tools → Site Health → Status).
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Actions\ProcessRenewals;
use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\TestMode;

defined( 'ABSPATH' ) || exit;

/**
 * Each public method returns one result in core's shape (label, status good|recommended|critical,
 * badge, description, actions, test). The state is injected so each verdict can be tested both ways.
 */
final class Checks {

	/** Gateways that take card numbers on our pages: they need HTTPS. */
	const CARD_GATEWAYS = array( 'stripe', 'twocheckout' );

	/** A renewal event this late means nothing runs WP-Cron. */
	const CRON_GRACE_SECONDS = HOUR_IN_SECONDS;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Migrations.
	 *
	 * @var Migrator
	 */
	private $migrator;

	/**
	 * Mail state.
	 *
	 * @var MailHealth
	 */
	private $mail;

	/**
	 * Site state.
	 *
	 * @var Environment
	 */
	private $environment;

	/**
	 * Builds the checks.
	 *
	 * @param GatewayRegistry $gateways    Gateways.
	 * @param Migrator        $migrator    Migrations.
	 * @param MailHealth      $mail        Mail state.
	 * @param Environment     $environment Site state.
	 */
	public function __construct( GatewayRegistry $gateways, Migrator $migrator, MailHealth $mail, Environment $environment ) {
		$this->gateways    = $gateways;
		$this->migrator    = $migrator;
		$this->mail        = $mail;
		$this->environment = $environment;
	}

	/**
	 * Test ids => method names, for site_status_tests.
	 *
	 * @return array<string, string>
	 */
	public static function methods(): array {
		return array(
			'opengive_test_mode'    => 'test_mode',
			'opengive_https'        => 'https',
			'opengive_cron'         => 'cron',
			'opengive_migrations'   => 'migrations',
			'opengive_mail'         => 'mail',
			'opengive_totals'       => 'totals',
			'opengive_object_cache' => 'object_cache',
		);

	}

	/**
	 * Test mode and test payments against where the site is. Critical on the site donors use: test
	 * mode on (gifts move no money), or live mode with a gateway that still takes test payments
	 * (test keys, a sandbox, the test gateway). Elsewhere, the same facts are a recommendation.
	 *
	 * @return array<string, mixed>
	 */
	public function test_mode(): array {
		$production = $this->environment->is_production_site();
		if ( TestMode::on() ) {
			return $production
				? $this->result( 'opengive_test_mode', 'critical', __( 'OpenGive is in test mode on this live site', 'opengive' ), __( 'Every gift is a test gift and moves no money. Turn test mode off under OpenGive → Settings → Payments once live keys are in place.', 'opengive' ) )
				: $this->result( 'opengive_test_mode', 'recommended', __( 'OpenGive is in test mode', 'opengive' ), __( 'Gifts move no money while you try the site. Turn test mode off under OpenGive → Settings → Payments before launch.', 'opengive' ) );
		}
		$test = array();
		foreach ( $this->gateways->all() as $gateway ) {
			if ( $gateway->is_configured() && DonationMode::TEST === $gateway->mode() ) {
				$test[] = $gateway->label();
			}
		}
		if ( array() === $test ) {
			return $this->result( 'opengive_test_mode', 'good', __( 'OpenGive is in live mode with live gateways', 'opengive' ), __( 'Donations on this site move real money.', 'opengive' ) );
		}
		return $this->result(
			'opengive_test_mode',
			$production ? 'critical' : 'recommended',
			__( 'OpenGive is in live mode, but a gateway takes test payments', 'opengive' ),
			sprintf(
				/* translators: %s: gateway names. */
				__( 'Donors can complete gifts that move no money with: %s. Enter live keys, turn the test gateway off, or turn test mode on, under OpenGive → Settings → Payments.', 'opengive' ),
				implode( ', ', $test )
			)
		);
	}

	/**
	 * A card gateway enabled while the site is not served over HTTPS.
	 *
	 * @return array<string, mixed>
	 */
	public function https(): array {
		$cards = array();
		foreach ( self::CARD_GATEWAYS as $id ) {
			$gateway = $this->gateways->available( $id );
			if ( null !== $gateway ) {
				$cards[] = $gateway->label();
			}
		}
		if ( array() === $cards || $this->environment->https ) {
			return $this->result( 'opengive_https', 'good', __( 'OpenGive card payments are served over HTTPS', 'opengive' ), __( 'Card details are only collected on pages served over HTTPS, or no card gateway is enabled.', 'opengive' ) );
		}
		return $this->result(
			'opengive_https',
			'critical',
			__( 'OpenGive takes card payments on a site without HTTPS', 'opengive' ),
			sprintf(
				/* translators: %s: gateway names. */
				__( 'The donation forms collect card details for %s over plain HTTP. Payment providers refuse this in live mode and donors\' data is exposed: switch the site to HTTPS.', 'opengive' ),
				implode( ', ', $cards )
			)
		);
	}

	/**
	 * DISABLE_WP_CRON without a system cron running wp-cron.php: recurring gifts stop renewing.
	 *
	 * @return array<string, mixed>
	 */
	public function cron(): array {
		$next = wp_next_scheduled( ProcessRenewals::HOOK );
		if ( ! $this->environment->cron_disabled ) {
			return $this->result( 'opengive_cron', 'good', __( 'OpenGive renewals are scheduled', 'opengive' ), __( 'WP-Cron runs on page views, so recurring gifts renew on time.', 'opengive' ) );
		}
		if ( false !== $next && (int) $next >= $this->environment->now - self::CRON_GRACE_SECONDS ) {
			return $this->result( 'opengive_cron', 'good', __( 'OpenGive renewals are scheduled', 'opengive' ), __( 'WP-Cron is disabled for page views and a system cron runs it: the renewal job is on time.', 'opengive' ) );
		}
		$description = false === $next
			? __( 'WP-Cron is disabled (DISABLE_WP_CRON) and the renewal job is not scheduled: recurring gifts will not renew.', 'opengive' )
			: sprintf(
				/* translators: %s: how long ago, e.g. "3 hours". */
				__( 'WP-Cron is disabled (DISABLE_WP_CRON) and the renewal job is %s overdue, so no system cron seems to run wp-cron.php: recurring gifts are not renewing. Add a system cron that requests wp-cron.php every few minutes.', 'opengive' ),
				human_time_diff( (int) $next, $this->environment->now )
			);
		return $this->result( 'opengive_cron', 'critical', __( 'OpenGive recurring gifts are not renewing', 'opengive' ), $description );
	}

	/**
	 * Tables missing, or the stored schema version behind the code's.
	 *
	 * @return array<string, mixed>
	 */
	public function migrations(): array {
		global $wpdb;
		$missing = array();
		foreach ( Migrator::tables() as $table ) {
			$name = $wpdb->prefix . $table;
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $name ) ) ) !== $name ) { // phpcs:ignore WordPress.DB -- schema check.
				$missing[] = $name;
			}
		}
		$stored = (string) get_option( Migrator::OPTION_VERSION, '' );
		$latest = $this->migrator->latest_version();
		if ( array() === $missing && $stored === $latest ) {
			return $this->result( 'opengive_migrations', 'good', __( 'OpenGive\'s database tables are up to date', 'opengive' ), __( 'Every table exists and every migration has run.', 'opengive' ) );
		}
		$parts = array();
		if ( array() !== $missing ) {
			/* translators: %s: table names. */
			$parts[] = sprintf( __( 'Missing tables: %s.', 'opengive' ), implode( ', ', $missing ) );
		}
		if ( $stored !== $latest ) {
			/* translators: 1: stored schema version, 2: the version this code needs. */
			$parts[] = sprintf( __( 'The database is at version "%1$s"; this version of OpenGive needs "%2$s".', 'opengive' ), '' === $stored ? __( 'none', 'opengive' ) : $stored, $latest );
		}
		$parts[] = __( 'Deactivate and reactivate OpenGive to run its migrations; donations cannot be stored reliably until then.', 'opengive' );
		return $this->result( 'opengive_migrations', 'critical', __( 'OpenGive\'s database is not up to date', 'opengive' ), implode( ' ', $parts ) );
	}

	/**
	 * The latest mail the site tried to send failed (receipts are not arriving).
	 *
	 * @return array<string, mixed>
	 */
	public function mail(): array {
		if ( ! $this->mail->failing() ) {
			return $this->result( 'opengive_mail', 'good', __( 'Receipts can be sent', 'opengive' ), __( 'No mail has failed since the last one that was sent.', 'opengive' ) );
		}
		$state = $this->mail->state();
		return $this->result(
			'opengive_mail',
			'critical',
			__( 'The site cannot send mail: donation receipts are not arriving', 'opengive' ),
			sprintf(
				/* translators: 1: date and time of the failure, 2: the mailer's error. */
				__( 'The last mail the site tried to send, at %1$s (UTC), failed: %2$s. Configure the site\'s mailer (for example an SMTP plugin).', 'opengive' ),
				gmdate( 'Y-m-d H:i', $state['last_failure'] ),
				'' === $state['last_error'] ? __( 'no reason given', 'opengive' ) : $state['last_error']
			)
		);
	}

	/**
	 * The daily reconcile found campaign totals that no longer matched their donations (in the last week).
	 *
	 * @return array<string, mixed>
	 */
	public function totals(): array {
		$state = (array) get_option( \OpenGive\Donations\Actions\ReconcileTotals::OPTION, array() );
		$when  = isset( $state['drift_at'] ) ? (int) $state['drift_at'] : 0;
		if ( 0 === $when || $when < time() - WEEK_IN_SECONDS ) {
			return $this->result( 'opengive_totals', 'good', __( 'Campaign totals match their donations', 'opengive' ), __( 'The daily check found every campaign total equal to the sum of its donations.', 'opengive' ) );
		}
		return $this->result(
			'opengive_totals',
			'recommended',
			__( 'Campaign totals had drifted from their donations and were rebuilt', 'opengive' ),
			sprintf(
				/* translators: 1: number of campaigns, 2: date and time (UTC). */
				_n( 'On %2$s (UTC) the daily check found %1$d campaign whose total no longer matched its donations, and rebuilt the totals. Donations changed outside OpenGive (SQL by hand, an import, a restored backup) cause this.', 'On %2$s (UTC) the daily check found %1$d campaigns whose totals no longer matched their donations, and rebuilt the totals. Donations changed outside OpenGive (SQL by hand, an import, a restored backup) cause this.', (int) $state['drifted'], 'opengive' ),
				(int) $state['drifted'],
				gmdate( 'Y-m-d H:i', $when )
			)
		);
	}

	/**
	 * OpenGive's Redis drop-in installed while Redis does not answer.
	 *
	 * @return array<string, mixed>
	 */
	public function object_cache(): array {
		$cache = $this->environment->object_cache;
		if ( 'redis-down' !== $cache->kind ) {
			return $this->result( 'opengive_object_cache', 'good', __( 'OpenGive\'s object cache is working', 'opengive' ), __( 'Either Redis answers OpenGive\'s object cache drop-in, or the drop-in is not installed.', 'opengive' ) );
		}
		return $this->result(
			'opengive_object_cache',
			'critical',
			__( 'OpenGive\'s object cache cannot reach Redis', 'opengive' ),
			sprintf(
				/* translators: %s: the error Redis gave. */
				__( 'wp-content/object-cache.php is OpenGive\'s Redis drop-in, but Redis does not answer (%s). Every request now reads everything from the database (slower pages; transients and rate limits are kept there meanwhile). Start Redis, or check WP_REDIS_PATH / WP_REDIS_HOST in wp-config.php.', 'opengive' ),
				$cache->failure
			)
		);
	}

	/**
	 * One result in core's shape; text is escaped here, once.
	 *
	 * @param string $test        Test id.
	 * @param string $status      good, recommended or critical.
	 * @param string $label       Heading.
	 * @param string $description Plain-text explanation.
	 * @return array<string, mixed>
	 */
	private function result( string $test, string $status, string $label, string $description ): array {
		return array(
			'label'       => esc_html( $label ),
			'status'      => $status,
			'badge'       => array(
				'label' => esc_html__( 'OpenGive', 'opengive' ),
				'color' => 'good' === $status ? 'blue' : 'red',
			),
			'description' => '<p>' . esc_html( $description ) . '</p>',
			'actions'     => '',
			'test'        => $test,
		);
	}
}
