<?php
/**
 * The consent record route, POST opengive/v1/consent/track (spec section 7): validated, rate limited,
 * stored in the consent log only with store-consent on, with a salted hash instead of the address.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Rest;

use OpenGive\Consent\ConsentLog;
use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\Contract;
use OpenGive\Consent\CurrentVisitor;
use OpenGive\Consent\Visitor;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * POST consent/track. Anyone may call it: it records only the caller's own choice, rate limited.
 */
final class TrackController {

	/** Track requests allowed per client address and window. */
	const TRACK_LIMIT = 30;

	const TRACK_WINDOW = 600;

	/**
	 * Log writer.
	 *
	 * @var ConsentLog
	 */
	private $log;

	/**
	 * Rate limiter.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Constructor.
	 *
	 * @param ConsentLog  $log     Log writer.
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( ConsentLog $log, RateLimiter $limiter ) {
		$this->log     = $log;
		$this->limiter = $limiter;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$public = '__return_true';
		register_rest_route(
			ConsentController::NAMESPACE_,
			'/consent/track',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'track' ),
				'permission_callback' => $public,
			)
		);
	}

	/**
	 * POST track: records the consent when store-consent is on. No address is kept: only a salted
	 * hash of it, so repeated records of one device can be told apart without identifying anyone.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function track( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$ip = RateLimiter::client_ip( $_SERVER );
				/**
				 * Consent records one address may send per 10 minutes (raise it where many visitors share
				 * one address, as behind a school's or an office's NAT).
				 *
				 * @param int $limit Records per window (30).
				 */
				$limit = max( 1, (int) apply_filters( 'opengive_consent_track_limit', self::TRACK_LIMIT ) );
				try {
					$this->limiter->hit( 'consent_track:' . RateLimiter::ip_bucket( $ip ), $limit, self::TRACK_WINDOW );
				} catch ( OpenGiveException $limited ) {
					throw new OpenGiveException( 'opengive_rate_limited', __( 'Too many consent records from this address. Your choice is saved in your browser; please try again later.', 'opengive' ), 429, $limited->data() );
				}
				$body = $request->get_json_params();
				if ( ! is_array( $body ) ) {
					throw new ValidationException( 'opengive_consent_invalid_body', __( 'Send the consent as a JSON object.', 'opengive' ), 'body' );
				}
				$categories = self::categories( $body['consented_categories'] ?? null );
				$services   = self::services( $body['consented_services'] ?? array() );
				$type       = $body['consenttype'] ?? null;
				if ( ! in_array( $type, (array) Contract::get( 'consentTypes' ), true ) ) {
					throw new ValidationException( 'opengive_consent_invalid_type', __( 'consenttype must be optin, optout or other.', 'opengive' ), 'consenttype' );
				}
				$user_agent = isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
				if ( ! ConsentSettings::get( 'store_consent' ) || Visitor::is_bot( $user_agent ) || Visitor::is_speed_bot( $user_agent ) ) {
					return new \WP_REST_Response( array( 'stored' => false ), 200 );
				}
				$visitor_id = self::visitor_id();
				$region     = CurrentVisitor::region();
				$this->log->insert(
					array(
						'visitor_id'   => $visitor_id,
						'ip_hash'      => hash_hmac( 'sha256', $ip, wp_salt( 'auth' ) ),
						'user_id'      => get_current_user_id(),
						'region'       => $region['region'],
						'consent_type' => (string) $type,
						'categories'   => $categories,
						'services'     => $services,
						'policy_id'    => (int) ConsentSettings::get( 'policy_id' ),
					)
				);
				return new \WP_REST_Response(
					array(
						'stored'    => true,
						'visitorId' => $visitor_id,
					),
					201
				);
			}
		);
	}

	/**
	 * The consented categories of a track body.
	 *
	 * @param mixed $value Body field.
	 * @return string[]
	 * @throws ValidationException When missing or holding unknown names.
	 */
	private static function categories( $value ): array {
		$allowed = array_merge( Contract::categories(), array( 'do_not_track', 'no_warning', (string) Contract::get( 'anonymousStatistics' ) ) );
		if ( ! is_array( $value ) || count( $value ) > count( $allowed ) ) {
			throw new ValidationException( 'opengive_consent_invalid_categories', __( 'consented_categories must be a list of consent categories.', 'opengive' ), 'consented_categories' );
		}
		foreach ( $value as $category ) {
			if ( ! in_array( $category, $allowed, true ) ) {
				throw new ValidationException( 'opengive_consent_invalid_categories', __( 'consented_categories must be a list of consent categories.', 'opengive' ), 'consented_categories' );
			}
		}
		return array_values( array_unique( $value ) );
	}

	/**
	 * The consented services of a track body: slug => true/false, at most 100.
	 *
	 * @param mixed $value Body field.
	 * @return array<string, bool>
	 * @throws ValidationException On anything else.
	 */
	private static function services( $value ): array {
		if ( ! is_array( $value ) || count( $value ) > 100 ) {
			throw new ValidationException( 'opengive_consent_invalid_services', __( 'consented_services must map service names to true or false.', 'opengive' ), 'consented_services' );
		}
		$services = array();
		foreach ( $value as $slug => $consented ) {
			if ( ! is_string( $slug ) || ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $slug ) || ! is_bool( $consented ) ) {
				throw new ValidationException( 'opengive_consent_invalid_services', __( 'consented_services must map service names to true or false.', 'opengive' ), 'consented_services' );
			}
			$services[ $slug ] = $consented;
		}
		return $services;
	}

	/**
	 * The visitor id from the cmplz_id cookie, or a new random one (set as that cookie).
	 */
	private static function visitor_id(): string {
		$name = Contract::cookie_name( (string) Contract::get( 'cookies' )['id'] );
		$id   = isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ $name ] ) ) : '';
		if ( preg_match( '/^[A-Za-z0-9-]{8,64}$/', $id ) ) {
			return $id;
		}
		$id = wp_generate_uuid4();
		if ( ! headers_sent() ) {
			setcookie(
				$name,
				$id,
				array(
					'expires'  => time() + DAY_IN_SECONDS * (int) ConsentSettings::get( 'cookie_expiry_days' ),
					'path'     => '/',
					'secure'   => is_ssl(),
					'samesite' => 'Lax',
				)
			);
		}
		return $id;
	}
}
