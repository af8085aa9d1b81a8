/**
 * Spec section 8's refusals: a form placed inside another form, and a browser without the features
 * the script needs (the plain HTML form keeps working).
 */
import { screen } from '@testing-library/dom';
import { initContactForm } from '../form';
import { fixture } from './contact-page';

afterEach( () => {
	document.body.innerHTML = '';
} );

it( 'replaces a form placed inside another form with the wrong-place error', () => {
	document.body.innerHTML = `<form id="outer"><div>${ fixture( 'contact' ) }</div></form>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;

	expect( initContactForm( root ) ).toBeNull();
	expect( root.textContent ).toBe(
		'Error: This contact form is placed in the wrong place.'
	);
} );

it( 'leaves the plain HTML form alone and logs an error when the browser lacks fetch', () => {
	const saved = window.fetch;
	( window as unknown as { fetch: unknown } ).fetch = undefined;
	document.body.innerHTML = fixture( 'contact' );
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;

	expect( initContactForm( root ) ).toBeNull();
	expect( console ).toHaveErroredWith(
		'OpenGive contact form: this browser lacks fetch; the form posts without JavaScript.'
	);
	expect( screen.getByRole( 'button', { name: 'Send' } ) ).toBeEnabled();
	( window as unknown as { fetch: unknown } ).fetch = saved;
} );

it( 'keeps the wrong-place error the server already printed, without console errors', () => {
	// What plugin/src/ContactForms/Views/WrongPlace.php sends for a form inside another form.
	document.body.innerHTML =
		'<form id="outer"><div class="wp-block-opengive-contact-form wpcf7" id="wpcf7-f1-o1">Error: This contact form is placed in the wrong place.</div></form>';
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;

	expect( initContactForm( root ) ).toBeNull();
	expect( root.textContent ).toBe(
		'Error: This contact form is placed in the wrong place.'
	);
	expect( document.querySelector( 'form.wpcf7-form' ) ).toBeNull();
} );
