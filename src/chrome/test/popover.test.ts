/**
 * The popover (dom/popover.ts) over server-printed markup like the donor dashboard's: opened by
 * click or Enter, placed with the spec's [0,8] offset, closed by Escape (focus back on its button),
 * a click outside or focus leaving it.
 */
import userEvent from '@testing-library/user-event';
import { initPopovers } from '../dom/popover';

const MARKUP = `
	<p><button type="button" id="about-button" data-opengive-popover aria-controls="about" hidden>How does this work?</button></p>
	<div id="about"><p>We email a link.</p></div>
	<a href="#elsewhere">Elsewhere</a>`;

function setUp() {
	document.body.innerHTML = MARKUP;
	Object.defineProperty( document.documentElement, 'clientWidth', {
		configurable: true,
		value: 1024,
	} );
	const trigger = document.getElementById(
		'about-button'
	) as HTMLButtonElement;
	const panel = document.getElementById( 'about' ) as HTMLElement;
	trigger.getBoundingClientRect = () =>
		( { top: 100, left: 50, width: 120, height: 24 } ) as DOMRect;
	// jsdom lays nothing out: the panel's size is what a browser would measure.
	Object.defineProperty( panel, 'offsetWidth', { value: 200 } );
	Object.defineProperty( panel, 'offsetHeight', { value: 60 } );
	initPopovers( document );
	return { trigger, panel, user: userEvent.setup() };
}

afterEach( () => {
	document.body.innerHTML = '';
} );

it( 'shows its button only with JavaScript and hides the text until asked', () => {
	const { trigger, panel } = setUp();
	expect( trigger.hidden ).toBe( false );
	expect( panel.hidden ).toBe( true );
	expect( trigger ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( trigger ).toHaveAttribute( 'aria-controls', 'about' );
	expect( panel ).toHaveAttribute( 'role', 'dialog' );
	expect( panel ).toHaveAttribute( 'aria-labelledby', 'about-button' );
} );

it( 'opens on click 8 px below its button, takes focus, and Escape closes it and returns focus', async () => {
	const { trigger, panel, user } = setUp();
	await user.click( trigger );
	expect( panel.hidden ).toBe( false );
	expect( trigger ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( panel.style.top ).toBe( `${ 100 + 24 + 8 }px` );
	// Centred under the button: 50 + ( 120 − 200 ) / 2.
	expect( panel.style.left ).toBe( '10px' );
	expect( panel.dataset.side ).toBe( 'bottom' );
	expect( panel ).toHaveFocus();
	await user.keyboard( '{Escape}' );
	expect( panel.hidden ).toBe( true );
	expect( trigger ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( trigger ).toHaveFocus();
} );

it( 'opens with Enter and closes again from its button', async () => {
	const { trigger, panel, user } = setUp();
	trigger.focus();
	await user.keyboard( '{Enter}' );
	expect( panel.hidden ).toBe( false );
	await user.click( trigger );
	expect( panel.hidden ).toBe( true );
} );

it( 'closes on a click outside and when focus leaves it', async () => {
	const { trigger, panel, user } = setUp();
	await user.click( trigger );
	await user.click( document.body );
	expect( panel.hidden ).toBe( true );
	await user.click( trigger );
	await user.tab();
	expect( document.querySelector( 'a' ) ).toHaveFocus();
	expect( panel.hidden ).toBe( true );
} );
