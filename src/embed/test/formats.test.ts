import { embedFormat } from '../formats';

describe( 'embedFormat (spec section 4, Embed formats)', () => {
	it.each( [
		[ 'newTab', 'newTab' ],
		[ 'modal', 'modal' ],
		[ 'reveal', 'modal' ],
		[ 'inline', 'inline' ],
		[ '', 'inline' ],
		[ 'button', 'inline' ],
		[ 'NEWTAB', 'inline' ],
		[ null, 'inline' ],
		[ undefined, 'inline' ],
	] )( '%p renders as %p', ( value, expected ) => {
		expect( embedFormat( value ) ).toBe( expected );
	} );
} );
