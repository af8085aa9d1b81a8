/**
 * An accessible modal dialog for the front end (wp-components' Modal is too heavy for visitors'
 * pages): focus moves in and is trapped, Escape and a backdrop click close it, focus returns to the
 * opener, and the page behind cannot scroll.
 */
import { createPortal, useEffect, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { useStableId } from './use-stable-id';
import { allowsDismiss } from '../chrome/overlay';
import { CLOSE_POPUPS_EVENT, FOCUSABLE, WIDE_CONTENT, trapTab } from './popups';

/** How long the closing fade runs before the dialog leaves the page (spec: 250 ms). */
export const DIALOG_REMOVAL_DELAY = 250;

interface Props {
	title: string;
	onClose: () => void;
	children: ReactNode;
	/** Extra class, e.g. for the grid's modal. */
	className?: string;
	/** Milliseconds between closing and leaving the page (the grid's modal: 300). */
	removalDelay?: number;
	/** 'static': a click on the backdrop does not close it (spec: static-backdrop option). */
	backdrop?: true | 'static';
}

export default function Dialog( {
	title,
	onClose,
	children,
	className = '',
	removalDelay = DIALOG_REMOVAL_DELAY,
	backdrop = true,
}: Props ) {
	const id = useStableId( 'opengive-dialog' );
	const panel = useRef< HTMLDivElement >( null );
	const [ closing, setClosing ] = useState( false );
	const [ wide, setWide ] = useState( false );

	// Another popup is opening: this one gives way.
	useEffect( () => {
		const onCloseAll = () => setClosing( true );
		document.addEventListener( CLOSE_POPUPS_EVENT, onCloseAll );
		return () =>
			document.removeEventListener( CLOSE_POPUPS_EVENT, onCloseAll );
	}, [] );

	// Content at least 500 px wide gets the responsive class.
	useEffect( () => {
		const node = panel.current;
		if ( ! node || typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new ResizeObserver( ( [ entry ] ) =>
			setWide( entry.contentRect.width >= WIDE_CONTENT )
		);
		observer.observe( node );
		return () => observer.disconnect();
	}, [] );

	// Remember what had focus, lock the page, focus the first control; undo all of it on unmount.
	useEffect( () => {
		const opener = panel.current?.ownerDocument
			.activeElement as HTMLElement | null;
		const overflow = document.body.style.overflow;
		document.body.style.overflow = 'hidden';
		const first = panel.current?.querySelector< HTMLElement >( FOCUSABLE );
		( first ?? panel.current )?.focus();
		return () => {
			document.body.style.overflow = overflow;
			opener?.focus();
		};
	}, [] );

	useEffect( () => {
		if ( ! closing ) {
			return;
		}
		const timer = setTimeout( onClose, removalDelay );
		return () => clearTimeout( timer );
	}, [ closing, onClose, removalDelay ] );

	const close = () => setClosing( true );

	const onKeyDown = ( event: {
		key: string;
		shiftKey: boolean;
		preventDefault: () => void;
		stopPropagation: () => void;
	} ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			close();
			return;
		}
		if ( event.key !== 'Tab' || ! panel.current ) {
			return;
		}
		trapTab( panel.current, event );
	};

	return createPortal(
		// The backdrop is a pointer convenience; keyboard users close with Escape or the button.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={ `opengive-dialog__backdrop${
				closing ? ' is-closing' : ''
			} ${ className }` }
			onClick={ ( event ) => {
				if (
					event.target === event.currentTarget &&
					allowsDismiss( 'backdrop', { backdrop } )
				) {
					close();
				}
			} }
		>
			{ /* The keydown handler implements the dialog's focus trap and Escape. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				ref={ panel }
				className={ `opengive-dialog${ wide ? ' is-wide' : '' }` }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ `${ id }-title` }
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
			>
				<div className="opengive-dialog__header">
					<h2
						id={ `${ id }-title` }
						className="opengive-dialog__title"
					>
						{ title }
					</h2>
					<button
						type="button"
						className="opengive-dialog__close"
						aria-label={ __( 'Close', 'opengive' ) }
						onClick={ close }
					>
						×
					</button>
				</div>
				{ children }
				{ /* Focus leaving a frame's last control lands here and wraps to the top: the keydown
				     trap above cannot see Tab presses inside a frame. */ }
				<span
					className="opengive-dialog__focus-guard"
					tabIndex={ 0 }
					onFocus={ () =>
						panel.current
							?.querySelector< HTMLElement >( FOCUSABLE )
							?.focus()
					}
				/>
			</div>
		</div>,
		document.body
	);
}
