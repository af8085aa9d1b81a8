/**
 * embed.js in a page (jsdom), the modal (and reveal): opening, loading, focus, keyboard, outside
 * click, pending cleared after loading, form-redirect and translations.
 */
import { formatChildMessage } from '../frame-messages';
import { specTiming } from '../../../tests/unit/spec-timings';
import {
	clearPage,
	SRC,
	page,
	fromFrame,
	openButton,
	dialog,
} from './loader-page';

afterEach( clearPage );

describe( 'embed.js modal (and reveal)', () => {
	it.each( [ 'modal', 'reveal' ] )(
		'%s: the button opens a dialog, loading until the frame initialises',
		( format ) => {
			page( { 'data-form-format': format } );
			const button = openButton();
			// The visible text first, the spec's words after it.
			expect( button.textContent ).toBe(
				'Donate now (Open donation form)'
			);
			expect( dialog() ).toBeNull();

			button.click();
			const open = dialog() as HTMLElement;
			expect( open.getAttribute( 'aria-label' ) ).toBe( 'Donation Form' );
			expect( open.getAttribute( 'aria-modal' ) ).toBe( 'true' );
			expect( button.textContent ).toBe(
				'Donate now (Loading donation form)'
			);
			expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
			const frame = open.querySelector( 'iframe' ) as HTMLIFrameElement;
			expect( frame.src ).toBe( SRC );

			fromFrame(
				frame,
				formatChildMessage( {
					id: 'embed-7',
					height: 900,
					width: 600,
					type: 'init',
				} )
			);
			expect( button.textContent ).toBe(
				'Donate now (Open donation form)'
			);
			expect( button.getAttribute( 'aria-busy' ) ).toBe( 'false' );
			expect( frame.style.height ).toBe( '900px' );
		}
	);

	it( 'moves focus to the close button, makes the page behind inert, and restores focus on Escape', () => {
		page( { 'data-form-format': 'modal' } );
		const button = openButton();
		button.focus();
		button.click();
		const close = document.querySelector(
			'.givewp-donation-form-modal__close'
		) as HTMLButtonElement;
		expect( close.getAttribute( 'aria-label' ) ).toBe(
			'Close donation form'
		);
		expect( button.ownerDocument.activeElement ).toBe( close );
		expect(
			document.querySelector( 'main' )?.hasAttribute( 'inert' )
		).toBe( true );

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( dialog() ).toBeNull();
		expect( button.ownerDocument.activeElement ).toBe( button );
		expect(
			document.querySelector( 'main' )?.hasAttribute( 'inert' )
		).toBe( false );
	} );

	it( 'Tab past the end of the dialog comes back to its start', () => {
		page( { 'data-form-format': 'modal' } );
		openButton().click();
		const overlay = document.querySelector(
			'.givewp-donation-form-modal__overlay'
		) as HTMLElement;
		const guards = overlay.querySelectorAll< HTMLElement >(
			':scope > [tabindex="0"]'
		);
		expect( guards ).toHaveLength( 2 );
		guards[ 1 ].focus();
		expect( overlay.ownerDocument.activeElement ).toBe(
			document.querySelector( '.givewp-donation-form-modal__close' )
		);
		guards[ 0 ].focus();
		expect( overlay.ownerDocument.activeElement ).toBe(
			overlay.querySelector( 'iframe' )
		);
	} );

	it( 'a click outside the dialog closes it; a click inside does not', () => {
		page( { 'data-form-format': 'modal' } );
		openButton().click();
		( dialog() as HTMLElement ).click();
		expect( dialog() ).not.toBeNull();
		(
			document.querySelector(
				'.givewp-donation-form-modal__overlay'
			) as HTMLElement
		 ).click();
		expect( dialog() ).toBeNull();
	} );

	it( 'Escape inside the frame (its close message) and the close button close it', () => {
		page( { 'data-form-format': 'modal' } );
		openButton().click();
		const frame = ( dialog() as HTMLElement ).querySelector(
			'iframe'
		) as HTMLIFrameElement;
		fromFrame(
			frame,
			formatChildMessage( {
				id: 'embed-7',
				height: 0,
				width: 0,
				type: 'close',
			} )
		);
		expect( dialog() ).toBeNull();
		openButton().click();
		(
			document.querySelector(
				'.givewp-donation-form-modal__close'
			) as HTMLButtonElement
		 ).click();
		expect( dialog() ).toBeNull();
	} );

	it( 'pending (the entering state) clears 2000 ms after the frame initialises', () => {
		jest.useFakeTimers();
		page( { 'data-form-format': 'modal' } );
		openButton().click();
		const open = dialog() as HTMLElement;
		expect( open.getAttribute( 'data-pending' ) ).toBe( 'true' );
		fromFrame(
			open.querySelector( 'iframe' ) as HTMLIFrameElement,
			formatChildMessage( {
				id: 'embed-7',
				height: 900,
				width: 600,
				type: 'init',
			} )
		);
		jest.advanceTimersByTime(
			specTiming( 'embedModalPendingClearMs' ) - 1
		);
		expect( open.getAttribute( 'data-pending' ) ).toBe( 'true' );
		jest.advanceTimersByTime( 1 );
		expect( open.getAttribute( 'data-pending' ) ).toBe( 'false' );
		jest.useRealTimers();
	} );

	it( 'form-redirect: a root whose form URL is the receipt view opens on it; closing brings back the form', () => {
		const receipt =
			'https://charity.example/?givewp-route=donation-confirmation-receipt-view&receipt-id=abc';
		page( {
			'data-form-format': 'modal',
			'data-src': receipt,
			'data-form-url': receipt,
		} );
		expect(
			( dialog() as HTMLElement ).querySelector( 'iframe' )?.src
		).toBe( receipt );
		(
			document.querySelector(
				'.givewp-donation-form-modal__close'
			) as HTMLButtonElement
		 ).click();
		openButton().click();
		expect(
			( dialog() as HTMLElement ).querySelector( 'iframe' )?.src
		).toBe( SRC );
	} );

	it( 'uses the translations the WordPress block passes', () => {
		page( {
			'data-form-format': 'modal',
			'data-opengive-labels': JSON.stringify( {
				open: 'Spendenformular öffnen',
				close: 'Schließen',
			} ),
		} );
		expect( openButton().textContent ).toBe(
			'Donate now (Spendenformular öffnen)'
		);
		openButton().click();
		expect(
			document
				.querySelector( '.givewp-donation-form-modal__close' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Schließen' );
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Donation Form'
		);
	} );
} );
