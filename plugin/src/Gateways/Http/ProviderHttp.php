<?php
/**
 * HTTP calls to payment providers.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Http;

defined( 'ABSPATH' ) || exit;

/**
 * One place for provider requests: WordPress's HTTP API, a sane timeout, JSON answers decoded.
 * A transport failure (no answer, or an answer that is not JSON) comes back as status 0.
 */
final class ProviderHttp {

	/**
	 * Sends a POST and decodes the JSON answer.
	 *
	 * @param string                $url     Address.
	 * @param array<string, string> $headers Headers.
	 * @param string                $body    Encoded body.
	 * @return array{status: int, body: array<string, mixed>}
	 */
	public static function post( string $url, array $headers, string $body ): array {
		return self::decode(
			wp_remote_post(
				$url,
				array(
					'timeout' => self::timeout(),
					'headers' => $headers,
					'body'    => $body,
				)
			)
		);
	}

	/**
	 * GETs from a provider.
	 *
	 * @param string                $url     Address.
	 * @param array<string, string> $headers Headers.
	 * @return array{status: int, body: array<string, mixed>} status 0 when there is no usable answer.
	 */
	public static function get( string $url, array $headers ): array {
		return self::decode(
			wp_remote_get(
				$url,
				array(
					'timeout' => self::timeout(),
					'headers' => $headers,
				)
			)
		);
	}

	/**
	 * Seconds to wait for a provider's whole answer.
	 */
	private static function timeout(): int {
		/**
		 * Seconds OpenGive waits for a payment provider's answer (default 30). A charge that times out
		 * is kept pending (outcome unknown) and the donor's retry cannot charge twice.
		 *
		 * @param int $seconds Seconds.
		 */
		return max( 1, (int) apply_filters( 'opengive_provider_timeout', 30 ) );
	}

	/**
	 * Reads a provider's JSON answer.
	 *
	 * @param array<string, mixed>|\WP_Error $response The HTTP API's answer.
	 * @return array{status: int, body: array<string, mixed>}
	 */
	private static function decode( $response ): array {
		if ( is_wp_error( $response ) ) {
			return array(
				'status' => 0,
				'body'   => array(),
			);
		}
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		return array(
			'status' => is_array( $decoded ) ? (int) wp_remote_retrieve_response_code( $response ) : 0,
			'body'   => is_array( $decoded ) ? $decoded : array(),
		);
	}

	/**
	 * A provider's base address without a trailing slash.
	 *
	 * @param string $base Configured base.
	 */
	public static function base( string $base ): string {
		return untrailingslashit( esc_url_raw( $base ) );
	}
}
