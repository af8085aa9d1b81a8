/**
 * Who is asking: crawlers (always treated as consenting, spec 5), speed-test bots (never tracked),
 * and Do Not Track / Global Privacy Control. Patterns live in plugin/data/consent-contract.json so
 * OpenGive\Consent\Visitor matches exactly the same user agents. Headless Chrome is deliberately not
 * a bot: browser tests and real visitors on automation must see the banner.
 */
import { CONTRACT } from './contract';

/**
 * Whether any pattern occurs in the user agent (case-insensitive substring).
 *
 * @param userAgent User agent.
 * @param patterns  Lower-case patterns.
 */
function matches( userAgent: string, patterns: string[] ): boolean {
	const ua = userAgent.toLowerCase();
	return patterns.some( ( pattern ) => ua.includes( pattern ) );
}

/**
 * Whether a user agent is a search-engine or other crawler.
 *
 * @param userAgent User agent.
 */
export function isBot( userAgent: string ): boolean {
	return matches( userAgent, CONTRACT.botPatterns );
}

/**
 * Whether a user agent is a speed-test tool (no banner, no consent record).
 *
 * @param userAgent User agent.
 */
export function isSpeedBot( userAgent: string ): boolean {
	return matches( userAgent, CONTRACT.speedBotPatterns );
}

export interface PrivacySignals {
	/** navigator.doNotTrack or the DNT header. */
	doNotTrack?: string | null;
	/** navigator.globalPrivacyControl, or the Sec-GPC header ('1'). */
	globalPrivacyControl?: boolean | string | null;
	/** The site's "respect Do Not Track and Global Privacy Control" setting. */
	respect: boolean;
}

/**
 * Whether DNT/GPC applies: the site respects it and the browser sends DNT=1 or GPC.
 *
 * @param signals Browser signals and the setting.
 */
export function dntOrGpc( signals: PrivacySignals ): boolean {
	if ( ! signals.respect ) {
		return false;
	}
	const gpc = signals.globalPrivacyControl;
	return signals.doNotTrack === '1' || gpc === true || gpc === '1';
}
