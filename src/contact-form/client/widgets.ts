/**
 * The form's small behaviours (spec section 2): acceptance boxes gate the submit button, exclusive
 * checkbox groups keep one box checked, a free-text input works only while its option is checked,
 * and character counters count down to a maximum (or up from zero) and flag too long or too short.
 */
import { escapeName } from './selector';

/**
 * Whether every non-optional acceptance box is as it must be (checked; unchecked when inverted).
 *
 * @param form The form.
 */
export function acceptanceSatisfied( form: HTMLFormElement ): boolean {
	return Array.from(
		form.querySelectorAll< HTMLInputElement >(
			'input.wpcf7-acceptance:not(.optional)'
		)
	).every( ( box ) =>
		box.classList.contains( 'invert' ) ? ! box.checked : box.checked
	);
}

/**
 * Enables the submit button(s) only while the acceptance boxes are satisfied.
 *
 * @param form The form.
 */
export function updateSubmitState( form: HTMLFormElement ): void {
	const ok = acceptanceSatisfied( form );
	form.querySelectorAll< HTMLInputElement | HTMLButtonElement >(
		'.wpcf7-submit'
	).forEach( ( button ) => {
		button.disabled = ! ok;
	} );
}

/**
 * In an exclusive group, checking one box unchecks the others.
 *
 * @param changed The checkbox that changed.
 */
export function applyExclusive( changed: HTMLInputElement ): void {
	const group = changed.closest( '.wpcf7-exclusive-checkbox' );
	if ( ! group || changed.type !== 'checkbox' || ! changed.checked ) {
		return;
	}
	group
		.querySelectorAll< HTMLInputElement >( 'input[type="checkbox"]' )
		.forEach( ( box ) => {
			if ( box !== changed ) {
				box.checked = false;
			}
		} );
}

/**
 * Enables each free-text input only while the last option of its group is checked.
 *
 * @param form The form.
 */
export function updateFreeText( form: HTMLFormElement ): void {
	form.querySelectorAll( '.has-free-text' ).forEach( ( group ) => {
		const items = group.querySelectorAll< HTMLInputElement >(
			'input[type="checkbox"], input[type="radio"]'
		);
		const last = items[ items.length - 1 ];
		const free = group.querySelector< HTMLInputElement >(
			'input.wpcf7-free-text'
		);
		if ( last && free ) {
			free.disabled = ! last.checked;
		}
	} );
}

/**
 * Updates every character counter from its field's current length.
 *
 * @param form The form.
 */
export function updateCounters( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >(
		'.wpcf7-character-count[data-target-name]'
	).forEach( ( counter ) => {
		const name = counter.dataset.targetName ?? '';
		const field = form.querySelector<
			HTMLInputElement | HTMLTextAreaElement
		>( `[name="${ escapeName( name ) }"]` );
		if ( ! field ) {
			return;
		}
		const length = field.value.length;
		const max = counter.dataset.maximumValue
			? Number( counter.dataset.maximumValue )
			: null;
		const min = counter.dataset.minimumValue
			? Number( counter.dataset.minimumValue )
			: null;
		const shown = max !== null ? max - length : length;
		counter.textContent = String( shown );
		counter.dataset.currentValue = String( shown );
		counter.classList.toggle( 'too-long', max !== null && length > max );
		counter.classList.toggle(
			'too-short',
			min !== null && length > 0 && length < min
		);
	} );
}
