<?php
/**
 * The banner's public read routes under opengive/v1/consent (spec section 7): banner, cookie_data and
 * manage_consent_html. The track and consent-area routes have their own controllers.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Rest;

use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\Contract;
use OpenGive\Consent\CurrentVisitor;
use OpenGive\Consent\ManageConsentHtml;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Public consent routes. Anyone may call them: they answer only about the caller's own consent.
 */
final class ConsentController {

	const NAMESPACE_ = 'opengive/v1';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$public = '__return_true';
		$locale = array(
			'type'    => 'string',
			'pattern' => '^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})*$',
		);
		register_rest_route(
			self::NAMESPACE_,
			'/consent/banner',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'banner' ),
				'permission_callback' => $public,
				'args'                => array(
					'locale' => $locale,
					'region' => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z]{2}$',
					),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE_,
			'/consent/cookie_data',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'cookie_data' ),
				'permission_callback' => $public,
			)
		);
		register_rest_route(
			self::NAMESPACE_,
			'/consent/manage_consent_html',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'manage_consent_html' ),
				'permission_callback' => $public,
				'args'                => array( 'locale' => $locale ),
			)
		);
	}

	/**
	 * GET banner: the visitor's region and consent type, with the versions the browser caches them under.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function banner( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$asked = (string) $request->get_param( 'region' );
				if ( '' !== $asked && ! array_key_exists( strtolower( $asked ), CurrentVisitor::regions() ) ) {
					throw new ValidationException( 'opengive_consent_invalid_region', __( 'That region is not one of the consent regions (eu, uk, us, ca, au, za, br).', 'opengive' ), 'region' );
				}
				$region   = CurrentVisitor::region( '' !== $asked ? strtolower( $asked ) : '' );
				$response = rest_ensure_response(
					array(
						'region'         => $region['region'],
						'consenttype'    => $region['consentType'],
						'version'        => OPENGIVE_VERSION,
						'banner_version' => (int) ConsentSettings::get( 'banner_version' ),
					)
				);
				// The answer depends on the country header only: caches may keep it per country.
				$response->header( 'Cache-Control', 'private, max-age=600' );
				$header = (string) ConsentSettings::get( 'region_header' );
				if ( '' !== $header ) {
					$response->header( 'Vary', $header );
				}
				return $response;
			}
		);
	}

	/**
	 * GET cookie_data: category => service => the cookie and storage names cookie cleaning removes.
	 *
	 * @return \WP_REST_Response
	 */
	public function cookie_data() {
		$data = array();
		foreach ( Contract::categories() as $category ) {
			$data[ $category ] = new \stdClass();
		}
		foreach ( (array) ConsentSettings::get( 'services' ) as $service ) {
			$data[ $service['category'] ] = (object) array_merge( (array) $data[ $service['category'] ], array( $service['slug'] => array_values( $service['cookies'] ) ) );
		}
		return rest_ensure_response( $data );
	}

	/**
	 * GET manage_consent_html: the manage-consent container's HTML, as a JSON string.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function manage_consent_html( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			static function () use ( $request ) {
				$locale   = (string) $request->get_param( 'locale' );
				$switched = '' !== $locale && function_exists( 'switch_to_locale' ) && switch_to_locale( str_replace( '-', '_', $locale ) );
				$html     = ManageConsentHtml::render();
				if ( $switched ) {
					restore_previous_locale();
				}
				return rest_ensure_response( $html );
			}
		);
	}
}
