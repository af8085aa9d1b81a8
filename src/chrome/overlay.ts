/**
 * Modal and offcanvas state (spec: shown or hidden; a static backdrop blocks dismissal by a click
 * outside) and the focus trap both use: Tab wraps inside, Escape closes, focus goes back to the
 * element that opened it.
 */

export type OverlayState = 'shown' | 'hidden';
export type DismissReason = 'escape' | 'backdrop' | 'close';

export interface OverlayOptions {
	/** true: a click on the backdrop closes; 'static': it does not; false: no backdrop. */
	backdrop: boolean | 'static';
	/** Escape closes. */
	keyboard: boolean;
}

/**
 * Whether a visitor's request to close is honoured (the one rule the Overlay machine and the
 * React Dialog share).
 *
 * @param reason  What they did.
 * @param options The overlay's options.
 */
export function allowsDismiss(
	reason: DismissReason,
	options: Partial< OverlayOptions >
): boolean {
	if ( reason === 'backdrop' ) {
		return ( options.backdrop ?? true ) === true;
	}
	if ( reason === 'escape' ) {
		return options.keyboard ?? true;
	}
	return true;
}

export class Overlay {
	state: OverlayState = 'hidden';
	private readonly options: OverlayOptions;
	private readonly onChange: ( state: OverlayState ) => void;

	constructor(
		onChange: ( state: OverlayState ) => void,
		options: Partial< OverlayOptions > = {}
	) {
		this.options = { backdrop: true, keyboard: true, ...options };
		this.onChange = onChange;
	}

	show(): void {
		this.set( 'shown' );
	}

	hide(): void {
		this.set( 'hidden' );
	}

	toggle(): void {
		this.set( this.state === 'shown' ? 'hidden' : 'shown' );
	}

	/**
	 * A request to close from the visitor.
	 *
	 * @param reason What they did.
	 * @return Whether it closed.
	 */
	dismiss( reason: DismissReason ): boolean {
		if ( this.state !== 'shown' ) {
			return false;
		}
		if ( ! allowsDismiss( reason, this.options ) ) {
			return false;
		}
		this.hide();
		return true;
	}

	private set( state: OverlayState ): void {
		if ( state !== this.state ) {
			this.state = state;
			this.onChange( state );
		}
	}
}

const FOCUSABLE =
	'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * The element Tab (or Shift+Tab) should move to so focus stays inside `container`, or null when the
 * browser's default move already stays inside.
 *
 * @param container The overlay.
 * @param active    The focused element.
 * @param backwards Shift is held.
 */
export function trapTarget(
	container: HTMLElement,
	active: Element | null,
	backwards: boolean
): HTMLElement | null {
	const items = Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter( ( item ) => ! item.hidden );
	if ( items.length === 0 ) {
		return container;
	}
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	if ( ! active || ! container.contains( active ) ) {
		return backwards ? last : first;
	}
	if ( backwards && active === first ) {
		return last;
	}
	if ( ! backwards && active === last ) {
		return first;
	}
	return null;
}
