/**
 * When the banner dismisses itself (spec 2 and 9): only in opt-out regions, after scrolling past
 * 400 px when dismiss-on-scroll is on, and after the configured timeout. In opt-in regions the
 * question stays until answered: silence is not consent.
 */
import { TIMINGS } from './contract';

export interface AutoDismissPlan {
	/** Dismiss once window.scrollY exceeds this, or null. */
	scrollPx: number | null;
	/** Dismiss after this many milliseconds, or null. */
	timeoutMs: number | null;
}

/**
 * The auto-dismiss triggers to arm.
 *
 * @param consentType      The visitor's consent type.
 * @param dismissOnScroll  The setting.
 * @param dismissTimeoutMs The setting; 0 or less means no timeout.
 */
export function autoDismissPlan(
	consentType: string,
	dismissOnScroll: boolean,
	dismissTimeoutMs: number
): AutoDismissPlan {
	if ( consentType !== 'optout' ) {
		return { scrollPx: null, timeoutMs: null };
	}
	const timeout = Math.floor( dismissTimeoutMs );
	return {
		scrollPx: dismissOnScroll ? TIMINGS.scrollDismissPx : null,
		timeoutMs: timeout > 0 ? timeout : null,
	};
}

/**
 * Whether a scroll position passes the dismiss threshold (strictly past 400 px).
 *
 * @param plan    The armed plan.
 * @param scrollY window.scrollY.
 */
export function scrolledPast(
	plan: AutoDismissPlan,
	scrollY: number
): boolean {
	return plan.scrollPx !== null && scrollY > plan.scrollPx;
}
