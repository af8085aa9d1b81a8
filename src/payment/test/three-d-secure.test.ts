import {
	finishStripeNextAction,
	followNextAction,
	nextActionUrl,
	stripeNextAction,
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

describe( 'Stripe.js next actions (the Payment Element flow)', () => {
	const RETURN =
		'https://charity.example/wp-json/opengive/v1/stripe/return?key=abc';

	it( 'reads the client secret and the return route from a pending answer', () => {
		expect(
			stripeNextAction( {
				status: 'pending',
				nextAction: {
					clientSecret: 'pi_1_secret_x',
					returnUrl: RETURN,
				},
			} )
		).toEqual( { clientSecret: 'pi_1_secret_x', returnUrl: RETURN } );
	} );

	it( 'finds none without a secret, or with a return address that is not http(s)', () => {
		expect( stripeNextAction( { status: 'publish' } ) ).toBeNull();
		expect(
			stripeNextAction( {
				nextAction: { clientSecret: '', returnUrl: RETURN },
			} )
		).toBeNull();
		expect(
			stripeNextAction( {
				nextAction: {
					clientSecret: 'pi_1_secret_x',
					returnUrl: 'javascript:alert(1)',
				},
			} )
		).toBeNull();
	} );

	it( 'lets Stripe.js act, then goes to the return route whatever Stripe.js answered', async () => {
		const order: string[] = [];
		const location = { assign: ( url: string ) => order.push( url ) };
		await finishStripeNextAction(
			{
				handleNextAction: async ( { clientSecret } ) => {
					order.push( clientSecret );
					return { error: { type: 'card_error' } };
				},
			},
			{ clientSecret: 'pi_1_secret_x', returnUrl: RETURN },
			location
		);
		await finishStripeNextAction(
			{
				handleNextAction: () =>
					Promise.reject( new Error( 'offline' ) ),
			},
			{ clientSecret: 'pi_2_secret_y', returnUrl: RETURN },
			location
		);
		expect( order ).toEqual( [ 'pi_1_secret_x', RETURN, RETURN ] );
	} );
} );
