<?php
/**
 * Who is asking: crawlers, speed-test bots, Do Not Track / Global Privacy Control.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The twin of src/consent/visitor.ts, reading the same patterns from the contract.
 */
final class Visitor {

	/**
	 * Whether a user agent is a crawler (always treated as consenting).
	 *
	 * @param string $user_agent User agent.
	 */
	public static function is_bot( string $user_agent ): bool {
		return self::matches( $user_agent, (array) Contract::get( 'botPatterns' ) );
	}

	/**
	 * Whether a user agent is a speed-test tool (never recorded).
	 *
	 * @param string $user_agent User agent.
	 */
	public static function is_speed_bot( string $user_agent ): bool {
		return self::matches( $user_agent, (array) Contract::get( 'speedBotPatterns' ) );
	}

	/**
	 * Whether DNT/GPC applies: the site respects it and DNT is '1' or GPC is on.
	 *
	 * @param string|null      $do_not_track The DNT header.
	 * @param bool|string|null $gpc          The Sec-GPC header ('1') or a boolean.
	 * @param bool             $respect      The site's setting.
	 */
	public static function dnt_or_gpc( $do_not_track, $gpc, bool $respect ): bool {
		if ( ! $respect ) {
			return false;
		}
		return '1' === $do_not_track || true === $gpc || '1' === $gpc;
	}

	/**
	 * The Decisions context of a request, from its server variables (user agent, DNT, Sec-GPC).
	 *
	 * @param array<string, mixed> $server            $_SERVER or a copy.
	 * @param string               $consent_type      The visitor's consent type (Regions::resolve).
	 * @param int                  $current_policy_id The site's policy id.
	 * @param bool                 $respect_dnt       The "respect DNT and GPC" setting.
	 * @return array{is_bot: bool, dnt_or_gpc: bool, consent_type: string, current_policy_id: int}
	 */
	public static function context( array $server, string $consent_type, int $current_policy_id, bool $respect_dnt ): array {
		$user_agent = isset( $server['HTTP_USER_AGENT'] ) && is_string( $server['HTTP_USER_AGENT'] ) ? $server['HTTP_USER_AGENT'] : '';
		$dnt        = isset( $server['HTTP_DNT'] ) && is_string( $server['HTTP_DNT'] ) ? trim( $server['HTTP_DNT'] ) : null;
		$gpc        = isset( $server['HTTP_SEC_GPC'] ) && is_string( $server['HTTP_SEC_GPC'] ) ? trim( $server['HTTP_SEC_GPC'] ) : null;
		return array(
			'is_bot'            => self::is_bot( $user_agent ),
			'dnt_or_gpc'        => self::dnt_or_gpc( $dnt, $gpc, $respect_dnt ),
			'consent_type'      => $consent_type,
			'current_policy_id' => $current_policy_id,
		);
	}

	/**
	 * Case-insensitive substring match against lower-case patterns.
	 *
	 * @param string   $user_agent User agent.
	 * @param string[] $patterns   Patterns.
	 */
	private static function matches( string $user_agent, array $patterns ): bool {
		$ua = strtolower( $user_agent );
		foreach ( $patterns as $pattern ) {
			if ( '' !== $pattern && false !== strpos( $ua, (string) $pattern ) ) {
				return true;
			}
		}
		return false;
	}
}
