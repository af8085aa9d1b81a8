/**
 * Field errors: a tip beside the field, aria-invalid and aria-describedby on the control, and the
 * same message in the screen-reader response list (CF7's markup, spec section 2).
 */
import { escapeName } from './selector';

export interface FieldError {
	field: string;
	message: string;
}

function wrapOf( form: HTMLFormElement, field: string ): HTMLElement | null {
	return form.querySelector< HTMLElement >(
		`.wpcf7-form-control-wrap[data-name="${ escapeName( field ) }"]`
	);
}

function controlsOf( wrap: HTMLElement ): HTMLElement[] {
	return Array.from(
		wrap.querySelectorAll< HTMLElement >( '.wpcf7-form-control' )
	);
}

function errorId( unitTag: string, field: string ): string {
	return `${ unitTag }-ve-${ field }`;
}

function screenReaderList( root: HTMLElement ): HTMLUListElement | null {
	return root.querySelector< HTMLUListElement >(
		'.screen-reader-response ul'
	);
}

function labelOf( wrap: HTMLElement, field: string ): string {
	const holder = wrap.closest( 'fieldset, p' );
	const label = holder?.querySelector( 'legend, label' );
	const text = label?.textContent?.replace( /\*\s*$/, '' ).trim();
	return text || field;
}

/**
 * Marks one field invalid.
 *
 * @param root    The block wrapper (holds the screen-reader list).
 * @param form    The form.
 * @param unitTag The form instance's unit tag.
 * @param error   Field and message.
 */
export function setFieldError(
	root: HTMLElement,
	form: HTMLFormElement,
	unitTag: string,
	error: FieldError
): void {
	const wrap = wrapOf( form, error.field );
	if ( ! wrap ) {
		return;
	}
	clearFieldError( root, form, unitTag, error.field );
	const id = errorId( unitTag, error.field );
	const tip = document.createElement( 'span' );
	tip.className = 'wpcf7-not-valid-tip';
	tip.setAttribute( 'aria-hidden', 'true' );
	tip.textContent = error.message;
	wrap.appendChild( tip );
	controlsOf( wrap ).forEach( ( control ) => {
		control.classList.add( 'wpcf7-not-valid' );
		control.setAttribute( 'aria-invalid', 'true' );
		const described = ( control.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.filter( ( part ) => part && part !== id );
		control.setAttribute(
			'aria-describedby',
			[ ...described, id ].join( ' ' )
		);
	} );
	const list = screenReaderList( root );
	if ( list ) {
		const item = document.createElement( 'li' );
		item.id = id;
		item.textContent = `${ labelOf( wrap, error.field ) }: ${
			error.message
		}`;
		list.appendChild( item );
	}
}

/**
 * Clears one field's error.
 *
 * @param root    The block wrapper.
 * @param form    The form.
 * @param unitTag The unit tag.
 * @param field   Field name.
 */
export function clearFieldError(
	root: HTMLElement,
	form: HTMLFormElement,
	unitTag: string,
	field: string
): void {
	const wrap = wrapOf( form, field );
	const id = errorId( unitTag, field );
	root.querySelector( `#${ escapeName( id ) }` )?.remove();
	if ( ! wrap ) {
		return;
	}
	wrap.querySelectorAll( '.wpcf7-not-valid-tip' ).forEach( ( tip ) =>
		tip.remove()
	);
	controlsOf( wrap ).forEach( ( control ) => {
		control.classList.remove( 'wpcf7-not-valid' );
		control.setAttribute( 'aria-invalid', 'false' );
		const described = ( control.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.filter( ( part ) => part && part !== id );
		if ( described.length ) {
			control.setAttribute( 'aria-describedby', described.join( ' ' ) );
		} else {
			control.removeAttribute( 'aria-describedby' );
		}
	} );
}

/**
 * Clears every field error.
 *
 * @param root    The block wrapper.
 * @param form    The form.
 * @param unitTag The unit tag.
 */
export function clearAllErrors(
	root: HTMLElement,
	form: HTMLFormElement,
	unitTag: string
): void {
	form.querySelectorAll< HTMLElement >(
		'.wpcf7-form-control-wrap[data-name]'
	).forEach( ( wrap ) =>
		clearFieldError( root, form, unitTag, wrap.dataset.name ?? '' )
	);
	const list = screenReaderList( root );
	if ( list ) {
		list.textContent = '';
	}
}

/**
 * Writes the response message to the output area and the screen-reader status.
 *
 * @param root    The block wrapper.
 * @param message The message.
 */
export function setResponse( root: HTMLElement, message: string ): void {
	const output = root.querySelector( '.wpcf7-response-output' );
	if ( output ) {
		output.textContent = message;
	}
	const status = root.querySelector(
		'.screen-reader-response [role="status"]'
	);
	if ( status ) {
		status.textContent = message;
	}
}
