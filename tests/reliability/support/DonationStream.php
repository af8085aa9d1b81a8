<?php
/**
 * Test-gateway donations sent by a few clients at once, each retrying a 503 as the donation form does.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability\Support;

/**
 * curl_multi with a bounded number of requests in flight. A 503 opengive_database_unavailable is sent
 * again 250 ms later with the same body (so the same idempotency key); any other answer that is not a
 * 201 with a donation id is recorded and not retried.
 */
final class DonationStream {

	const MAX_TRIES = 80;

	/**
	 * Donation index => donation id, for every 201.
	 *
	 * @var array<int, int>
	 */
	public $ok = array();

	/**
	 * Every 503 opengive_database_unavailable: index and seconds it took.
	 *
	 * @var array<int, array{0: int, 1: float}>
	 */
	public $refused = array();

	/**
	 * Every other answer, described.
	 *
	 * @var array<int, string>
	 */
	public $other = array();

	/**
	 * Index => seconds each try took.
	 *
	 * @var array<int, array<int, float>>
	 */
	public $took = array();

	/**
	 * Donate route.
	 *
	 * @var string
	 */
	private $url;

	/**
	 * Form id.
	 *
	 * @var int
	 */
	private $form;

	/**
	 * Prefix of emails and idempotency keys.
	 *
	 * @var string
	 */
	public $run;

	/**
	 * Index => [when it may be sent, pause header ms].
	 *
	 * @var array<int, array{0: float, 1: int}>
	 */
	private $waiting = array();

	/**
	 * Tries per index.
	 *
	 * @var array<int, int>
	 */
	private $tries = array();

	/**
	 * The one email every donation gives ('' when each has its own).
	 *
	 * @var string
	 */
	private $donor;

	/**
	 * Constructor.
	 *
	 * @param string $url   Donate route.
	 * @param int    $form  Form id.
	 * @param string $donor One email for every donation ('' gives each its own donor).
	 */
	public function __construct( string $url, int $form, string $donor = '' ) {
		$this->url   = $url;
		$this->form  = $form;
		$this->donor = $donor;
		$this->run   = 'restart-' . bin2hex( random_bytes( 4 ) );
	}

	/**
	 * Adds a donation to send.
	 *
	 * @param int $index Donation number.
	 * @param int $pause Milliseconds its first try waits inside its transaction (X-OpenGive-Test-Pause).
	 */
	public function add( int $index, int $pause = 0 ): void {
		$this->waiting[ $index ] = array( 0.0, $pause );
		$this->tries[ $index ]   = 0;
	}

	/**
	 * Sends until every added donation is answered for good, calling $tick between network waits.
	 *
	 * @param int      $clients Requests in flight at most.
	 * @param callable $tick    Called often, e.g. to kill or start the database.
	 */
	public function pump( int $clients, callable $tick ): void {
		$multi   = curl_multi_init();
		// One connection per request: libcurl would otherwise hold a request back while another to the
		// same host is open, waiting to learn whether that connection can carry both.
		curl_multi_setopt( $multi, CURLMOPT_PIPELINING, 0 );
		$handles = array();
		while ( $this->waiting || $handles ) {
			$now = microtime( true );
			foreach ( $this->waiting as $i => list( $at, $pause ) ) {
				if ( count( $handles ) >= $clients ) {
					break;
				}
				if ( $at <= $now ) {
					unset( $this->waiting[ $i ] );
					$handle = $this->request( $i, $pause );
					curl_multi_add_handle( $multi, $handle );
					$handles[ self::key( $handle ) ] = array( $handle, $i, $now );
				}
			}
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.02 );
			while ( false !== ( $done = curl_multi_info_read( $multi ) ) ) {
				list( $handle, $i, $sent ) = $handles[ self::key( $done['handle'] ) ];
				unset( $handles[ self::key( $done['handle'] ) ] );
				$this->answer( $i, (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), (string) curl_multi_getcontent( $handle ), microtime( true ) - $sent );
				curl_multi_remove_handle( $multi, $handle );
				curl_close( $handle );
			}
			$tick();
		}
		curl_multi_close( $multi );
	}

	/**
	 * A curl handle's key (a CurlHandle object since PHP 8, a resource before).
	 *
	 * @param resource|\CurlHandle $handle Handle.
	 */
	private static function key( $handle ): int {
		return is_object( $handle ) ? spl_object_id( $handle ) : (int) $handle;
	}

	/**
	 * One try of donation $i.
	 *
	 * @param int $i     Donation number.
	 * @param int $pause Pause header, 0 for none.
	 * @return resource|\CurlHandle
	 */
	private function request( int $i, int $pause ) {
		++$this->tries[ $i ];
		$headers = array( 'Content-Type: application/json' );
		if ( $pause > 0 && 1 === $this->tries[ $i ] ) {
			$headers[] = 'X-OpenGive-Test-Pause: ' . $pause;
		}
		$handle = curl_init( $this->url ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- curl_multi: many requests in flight.
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_FRESH_CONNECT  => true,
				CURLOPT_FORBID_REUSE   => true,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_POSTFIELDS     => wp_json_encode(
					array(
						'formId'         => $this->form,
						'amount'         => 2500 + $i,
						'levelId'        => 'custom',
						'firstName'      => 'Restart',
						'lastName'       => 'Client' . $i,
						'email'          => $this->email( $i ),
						'gatewayId'      => 'test',
						'idempotencyKey' => $this->run . '-' . $i,
					)
				),
			)
		);
		return $handle;
	}

	/**
	 * Records an answer; schedules the retry of a 503.
	 *
	 * @param int    $i       Donation number.
	 * @param int    $status  HTTP status.
	 * @param string $body    Body.
	 * @param float  $seconds How long it took.
	 */
	private function answer( int $i, int $status, string $body, float $seconds ): void {
		$json              = json_decode( $body, true );
		$this->took[ $i ][] = round( $seconds, 2 );
		if ( 201 === $status && is_array( $json ) && (int) ( $json['donationId'] ?? 0 ) > 0 ) {
			$this->ok[ $i ] = (int) $json['donationId'];
			return;
		}
		if ( 503 === $status && is_array( $json ) && 'opengive_database_unavailable' === ( $json['code'] ?? '' ) && '' !== (string) ( $json['message'] ?? '' ) ) {
			$this->refused[] = array( $i, round( $seconds, 2 ) );
			if ( $this->tries[ $i ] < self::MAX_TRIES ) {
				$this->waiting[ $i ] = array( microtime( true ) + 0.25, 0 );
			}
			return;
		}
		$this->other[] = "#{$i} try {$this->tries[ $i ]}: HTTP {$status} " . substr( $body, 0, 300 );
	}

	/**
	 * Donation $i's email. The leading letter spreads new donors over the email index: InnoDB locks
	 * the gap a new unique email goes into, so donors whose emails share a gap are written one at a
	 * time (the demo donors' emails start with a to t).
	 *
	 * @param int $i Donation number.
	 */
	public function email( int $i ): string {
		if ( '' !== $this->donor ) {
			return $this->donor;
		}
		return 'bhmdkz'[ $i % 6 ] . "-{$this->run}-{$i}@example.org";
	}
}
