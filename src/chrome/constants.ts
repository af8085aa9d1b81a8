/**
 * The site chrome's timings and offsets, from the spec (donation-form.md section 9 and
 * contact-consent-admin-embed.md section 9). One place, so the scripts and the README agree.
 */

/** The header gets its sticky class once the page is scrolled further than this (px). */
export const STICKY_AFTER_PX = 100;
/** The back-to-top button shows once the page is scrolled further than this (px). */
export const BACK_TO_TOP_AFTER_PX = 200;
/** How long the scroll back to the top takes (ms); instant with reduced motion. */
export const BACK_TO_TOP_DURATION_MS = 200;
/** The preloader starts fading this long after the page has loaded (ms). */
export const PRELOADER_DELAY_MS = 2000;
/** A toast hides itself this long after it is shown, unless hovered or focused (ms). */
export const TOAST_DELAY_MS = 5000;
/** An announcer message is removed from the live region after this long (ms). */
export const ANNOUNCER_LIFETIME_MS = 7000;
/** A dropdown menu the pointer left closes after this long (ms). */
export const DROPDOWN_HIDE_DELAY_MS = 800;
/** Scroll animations check which elements came into view this often (ms). */
export const SCROLL_ANIMATION_INTERVAL_MS = 50;
/** Scrollspy: the bottom quarter of the viewport does not count as "in view". */
export const SCROLLSPY_ROOT_MARGIN = '0px 0px -25%';
export const SCROLLSPY_THRESHOLDS: readonly number[] = [ 0.1, 0.5, 1 ];
/** [skidding, distance] in px between a tooltip / popover and its anchor. */
export const TOOLTIP_OFFSET: readonly [ number, number ] = [ 0, 6 ];
export const POPOVER_OFFSET: readonly [ number, number ] = [ 0, 8 ];
