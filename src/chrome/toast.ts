/**
 * The toast's state machine (spec: states hidden, showing, shown, hiding; auto-hide after the
 * delay unless hovered or focused). No DOM here: toast-dom.ts renders the state.
 */
import { TOAST_DELAY_MS } from './constants';

export type ToastState = 'hidden' | 'showing' | 'shown' | 'hiding';

export interface ToastOptions {
	delay: number;
	autohide: boolean;
	/** With animation off, showing/hiding end at once instead of at the transition's end. */
	animation: boolean;
}

export const TOAST_DEFAULTS: ToastOptions = {
	delay: TOAST_DELAY_MS,
	autohide: true,
	animation: true,
};

export class Toast {
	state: ToastState = 'hidden';
	private readonly options: ToastOptions;
	private readonly onChange: ( state: ToastState ) => void;
	private timer: ReturnType< typeof setTimeout > | undefined;
	private hovered = false;
	private focused = false;

	constructor(
		onChange: ( state: ToastState ) => void = () => undefined,
		options: Partial< ToastOptions > = {}
	) {
		this.options = { ...TOAST_DEFAULTS, ...options };
		this.onChange = onChange;
	}

	show(): void {
		if ( this.state !== 'hidden' ) {
			return;
		}
		this.set( 'showing' );
		if ( ! this.options.animation ) {
			this.transitionEnd();
		}
	}

	hide(): void {
		if ( this.state !== 'shown' && this.state !== 'showing' ) {
			return;
		}
		this.clear();
		this.set( 'hiding' );
		if ( ! this.options.animation ) {
			this.transitionEnd();
		}
	}

	/** The CSS transition finished (the DOM layer calls this on transitionend). */
	transitionEnd(): void {
		if ( this.state === 'showing' ) {
			this.set( 'shown' );
			this.schedule();
		} else if ( this.state === 'hiding' ) {
			this.set( 'hidden' );
		}
	}

	/**
	 * The pointer came in (true) or left (false): the auto-hide waits while it or focus is in.
	 *
	 * @param inside Whether the pointer is over the toast.
	 */
	hover( inside: boolean ): void {
		this.hovered = inside;
		this.interaction();
	}

	/**
	 * Focus came in (true) or left (false).
	 *
	 * @param inside Whether focus is inside the toast.
	 */
	focus( inside: boolean ): void {
		this.focused = inside;
		this.interaction();
	}

	dispose(): void {
		this.clear();
		this.state = 'hidden';
	}

	private interaction(): void {
		if ( this.hovered || this.focused ) {
			this.clear();
		} else {
			this.schedule();
		}
	}

	private schedule(): void {
		this.clear();
		if (
			! this.options.autohide ||
			this.state !== 'shown' ||
			this.hovered ||
			this.focused
		) {
			return;
		}
		this.timer = setTimeout( () => this.hide(), this.options.delay );
	}

	private clear(): void {
		if ( this.timer !== undefined ) {
			clearTimeout( this.timer );
			this.timer = undefined;
		}
	}

	private set( state: ToastState ): void {
		this.state = state;
		this.onChange( state );
	}
}
