import {
	followNextAction,
	nextActionUrl,
} from '@opengive/payment/three-d-secure';

describe( 'Stripe 3-D Secure redirect', () => {
	it( 'reads the bank page from a pending answer', () => {
		expect(
			nextActionUrl( {
				status: 'pending',
				redirectUrl: 'http://127.0.0.1:9641/stripe/3ds/pi_1',
			} )
		).toBe( 'http://127.0.0.1:9641/stripe/3ds/pi_1' );
	} );

	it( 'finds none in an ordinary receipt', () => {
		expect( nextActionUrl( { status: 'publish' } ) ).toBeNull();
		expect( nextActionUrl( null ) ).toBeNull();
		expect( nextActionUrl( { redirectUrl: 42 } ) ).toBeNull();
	} );

	it( 'never follows a script or data address', () => {
		expect(
			nextActionUrl( { redirectUrl: 'javascript:alert(1)' } )
		).toBeNull();
		expect(
			nextActionUrl( { redirectUrl: 'data:text/html,<p>x</p>' } )
		).toBeNull();
		expect( nextActionUrl( { redirectUrl: 'not a url' } ) ).toBeNull();
	} );

	it( 'sends the window it runs in to the bank page', () => {
		const assign = jest.fn();
		followNextAction( 'https://bank.example/challenge', { assign } );
		expect( assign ).toHaveBeenCalledWith(
			'https://bank.example/challenge'
		);
	} );
} );
