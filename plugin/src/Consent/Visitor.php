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
