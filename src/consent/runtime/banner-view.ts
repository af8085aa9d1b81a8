/**
 * The banner's markup (printed by OpenGive\Consent\Frontend) bound to the controller: buttons, the
 * category switches, the manage-consent button, keyboard and focus. Only hidden attributes change,
 * and both elements are position: fixed, so nothing on the page moves (CLS 0).
 */
import { CATEGORIES, type Category } from '../contract';
import type { BannerState } from '../banner-state';
import type { Controller } from './controller';

export interface BannerView {
	render: ( state: BannerState ) => void;
}

/**
 * The banner's switches as savePreferences choices.
 *
 * @param banner Banner element.
 */
function choices(
	banner: HTMLElement
): Partial< Record< Category, boolean > > {
	const chosen: Partial< Record< Category, boolean > > = {};
	for ( const box of Array.from(
		banner.querySelectorAll< HTMLInputElement >( '.cmplz-consent-checkbox' )
	) ) {
		chosen[ box.dataset.category as Category ] = box.checked;
	}
	return chosen;
}

/**
 * Wires the banner and returns its renderer, or null when the page has no banner markup.
 *
 * @param controller Controller.
 */
export function bindBanner( controller: Controller ): BannerView | null {
	const banner = document.getElementById( 'cmplz-cookiebanner' );
	const manage = document.getElementById( 'cmplz-manage-consent' );
	if ( ! banner || ! manage ) {
		return null;
	}
	const on = ( selector: string, handler: () => void ) =>
		banner.querySelector( selector )?.addEventListener( 'click', handler );
	// Where focus goes back to when the banner closes (only when the visitor opened it).
	let returnFocus: HTMLElement | null = null;

	on( '.cmplz-accept', () => controller.act( { type: 'acceptAll' } ) );
	on( '.cmplz-deny', () => controller.act( { type: 'denyAll' } ) );
	on( '.cmplz-save-preferences', () =>
		controller.act( {
			type: 'savePreferences',
			choices: choices( banner ),
		} )
	);
	on( '.cmplz-view-preferences', () =>
		controller.act( { type: 'toggleCategories' } )
	);
	on( '.cmplz-close', () => controller.act( { type: 'close' } ) );
	manage.addEventListener( 'click', () => {
		returnFocus = manage;
		controller.act( { type: 'manageConsent' } );
		(
			banner.querySelector( '.cmplz-accept' ) as HTMLElement | null
		 )?.focus();
	} );
	banner.addEventListener( 'keydown', ( event ) => {
		const target = event.target as HTMLElement;
		// Spec 2: space activates the slider labels, enter the close button.
		if ( event.key === ' ' && target.classList.contains( 'cmplz-label' ) ) {
			event.preventDefault();
			target.click();
		} else if (
			event.key === 'Enter' &&
			target.classList.contains( 'cmplz-close' )
		) {
			event.preventDefault();
			controller.act( { type: 'close' } );
		} else if ( event.key === 'Escape' ) {
			controller.act( { type: 'close' } );
		}
	} );

	return {
		render( state ) {
			const hidden = state.suppressed || state.status !== 'show';
			const hadFocus = banner.contains(
				banner.ownerDocument.activeElement
			);
			banner.hidden = hidden;
			manage.hidden = ! hidden || state.context.isBot;
			const list =
				banner.querySelector< HTMLElement >( '.cmplz-categories' );
			if ( list ) {
				list.hidden = ! state.categoriesVisible;
			}
			banner
				.querySelector( '.cmplz-view-preferences' )
				?.setAttribute(
					'aria-expanded',
					String( state.categoriesVisible )
				);
			const save = banner.querySelector< HTMLElement >(
				'.cmplz-save-preferences'
			);
			if ( save ) {
				save.hidden = ! state.categoriesVisible;
			}
			for ( const category of CATEGORIES ) {
				const box = banner.querySelector< HTMLInputElement >(
					`.cmplz-consent-checkbox[data-category="${ category }"]`
				);
				if (
					box &&
					! box.disabled &&
					box.ownerDocument.activeElement !== box
				) {
					box.checked = state.consent[ category ] === 'allow';
				}
			}
			if ( hidden && hadFocus ) {
				// Focus must not stay on a hidden element: back to where the visitor came from.
				( returnFocus ?? manage ).focus();
				returnFocus = null;
			}
		},
	};
}
