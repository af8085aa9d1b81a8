import { attachTooltip } from '../dom/tooltip';

afterEach( () => {
	document.body.innerHTML = '';
} );

function anchor(): HTMLElement {
	document.body.innerHTML = '<a href="#top" aria-label="Back to top">↑</a>';
	const link = document.querySelector( 'a' ) as HTMLElement;
	link.getBoundingClientRect = () =>
		( { top: 500, left: 300, width: 40, height: 40 } ) as DOMRect;
	return link;
}

it( 'shows on hover 6 px to the left of the control and hides on leave and Escape', () => {
	const link = anchor();
	const tip = attachTooltip( link, 'Back to top' );
	expect( tip.hidden ).toBe( true );
	link.dispatchEvent( new Event( 'mouseenter' ) );
	expect( tip.hidden ).toBe( false );
	// jsdom lays nothing out: the tooltip is 0 × 0, so its corner is the anchor's left edge − 6.
	expect( tip.style.left ).toBe( '294px' );
	expect( tip.style.top ).toBe( '520px' );
	link.dispatchEvent( new Event( 'mouseleave' ) );
	expect( tip.hidden ).toBe( true );
	link.dispatchEvent( new Event( 'focus' ) );
	expect( tip.hidden ).toBe( false );
	document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape' } ) );
	expect( tip.hidden ).toBe( true );
} );

it( 'is a visible twin of the control’s name, hidden from assistive technology', () => {
	const tip = attachTooltip( anchor(), 'Back to top' );
	expect( tip.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	expect( tip.textContent ).toBe( 'Back to top' );
} );
