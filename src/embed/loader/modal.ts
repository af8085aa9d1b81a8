/**
 * The modal format in plain DOM: an open button (spinner while the frame loads), an overlay, a dialog
 * named 'Donation Form' with a close button. Escape, the close button, a click outside and Escape
 * inside the frame close it; focus stays inside while open and goes back to the button after.
 * The states are modal-machine's.
 */
import { createModalMachine, type ModalState } from '../modal-machine';
import type { Labels } from './labels';
import { watchFrame } from './resizer';

export interface ModalProps {
	root: HTMLElement;
	src: string;
	formViewUrl: string;
	formRedirect: boolean;
	embedId: string;
	buttonText: string;
	labels: Labels;
	onDonationCompleted: ( detail: Record< string, unknown > ) => void;
}

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	attributes: Record< string, string >
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	Object.keys( attributes ).forEach( ( name ) =>
		node.setAttribute( name, attributes[ name ] )
	);
	return node;
}

/**
 * Renders the modal format into its root.
 *
 * @param props Props.
 */
export function renderModal( props: ModalProps ): void {
	const { root, labels } = props;
	const doc = root.ownerDocument;
	const button = element( doc, 'button', {
		type: 'button',
		class: 'givewp-donation-form-modal__open',
	} );
	const spinner = element( doc, 'span', {
		class: 'givewp-donation-form-modal__open__spinner',
		'aria-hidden': 'true',
	} );
	const text = element( doc, 'span', {
		class: 'givewp-donation-form-modal__open__label',
	} );
	text.textContent = props.buttonText;
	// The spec's 'Open donation form' / 'Loading donation form' complete the name after the visible
	// text, never replace it (WCAG 2.5.3: a voice user says what they see).
	const status = element( doc, 'span', {
		class: 'opengive-embed__hidden',
	} );
	button.append( spinner, text, status );
	root.appendChild( button );

	const overlay = element( doc, 'div', {
		class: 'givewp-donation-form-modal__overlay',
	} );
	overlay.hidden = true;
	const dialog = element( doc, 'div', {
		class: 'givewp-donation-form-modal',
		role: 'dialog',
		'aria-modal': 'true',
		'aria-label': labels.dialog,
	} );
	const close = element( doc, 'button', {
		type: 'button',
		class: 'givewp-donation-form-modal__close',
		'aria-label': labels.close,
	} );
	close.textContent = '×';
	// Focus guards: Tab past either end of the dialog lands back inside it (the frame is another
	// document, so keydown on this one never sees Tab leaving it).
	const guardStart = element( doc, 'span', { tabindex: '0' } );
	const guardEnd = element( doc, 'span', { tabindex: '0' } );
	dialog.append( close );
	overlay.append( guardStart, dialog, guardEnd );
	doc.body.appendChild( overlay );

	let frame: HTMLIFrameElement | null = null;
	let unwatch: () => void = () => undefined;
	let inerted: Element[] = [];
	let wasOpen = false;

	const machine = createModalMachine( {
		src: props.src,
		formViewUrl: props.formViewUrl,
		formRedirect: props.formRedirect,
		onChange: ( state ) => render( state ),
	} );

	function openFrame( state: ModalState ) {
		frame = element( doc, 'iframe', {
			title: labels.dialog,
			name: props.embedId,
			src: state.src,
			style: 'width:1px;min-width:100%;height:700px;border:0',
		} );
		unwatch = watchFrame( frame, {
			onInit: () => machine.frameReady(),
			onClose: () => machine.close(),
			onDonationCompleted: props.onDonationCompleted,
		} );
		// A frame whose script never answers must not keep the dialog blank for ever.
		frame.addEventListener( 'load', () => machine.frameReady() );
		dialog.appendChild( frame );
	}

	function render( state: ModalState ) {
		let hint = props.buttonText === labels.open ? '' : labels.open;
		if ( state.loading ) {
			hint = labels.loading;
		}
		status.textContent = hint === '' ? '' : ` (${ hint })`;
		button.setAttribute( 'aria-busy', String( state.loading ) );
		spinner.hidden = ! state.loading;
		dialog.setAttribute( 'data-pending', String( state.pending ) );
		overlay.setAttribute( 'data-loading', String( state.loading ) );
		if ( frame ) {
			frame.setAttribute( 'data-loading', String( state.loading ) );
		}
		if ( state.open && ! wasOpen ) {
			wasOpen = true;
			overlay.hidden = false;
			// Everything else on the page is out of reach while the dialog is open.
			inerted = Array.from( doc.body.children ).filter(
				( child ) =>
					child !== overlay && ! child.hasAttribute( 'inert' )
			);
			inerted.forEach( ( child ) => child.setAttribute( 'inert', '' ) );
			openFrame( state );
			close.focus();
		} else if ( ! state.open && wasOpen ) {
			wasOpen = false;
			overlay.hidden = true;
			unwatch();
			frame?.remove();
			frame = null;
			inerted.forEach( ( child ) => child.removeAttribute( 'inert' ) );
			inerted = [];
			button.focus();
		}
	}

	button.addEventListener( 'click', () => machine.open() );
	close.addEventListener( 'click', () => machine.close() );
	overlay.addEventListener( 'click', ( event ) => {
		if ( event.target === overlay ) {
			machine.close();
		}
	} );
	doc.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && machine.state().open ) {
			machine.close();
		}
	} );
	guardStart.addEventListener( 'focus', () => ( frame ?? close ).focus() );
	guardEnd.addEventListener( 'focus', () => close.focus() );
	render( machine.state() );
}
