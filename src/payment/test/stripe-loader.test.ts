/**
 * Stripe.js's loading: Stripe's own loader always; a stand-in script first only where the site
 * points Stripe.js elsewhere, and only once.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeFor, STRIPE_JS } from '../stripe-loader';

jest.mock( '@stripe/stripe-js/pure', () => ( {
	loadStripe: jest.fn( () => Promise.resolve( { stand: 'in' } ) ),
} ) );
const loader = loadStripe as unknown as jest.Mock;

afterEach( () => {
	loader.mockClear();
	document.head.innerHTML = '';
} );

it( 'leaves the script to Stripe’s loader for Stripe’s own address', async () => {
	await expect( loadStripeFor( 'pk_live_abc', STRIPE_JS ) ).resolves.toEqual(
		{
			stand: 'in',
		}
	);
	expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 0 );
	expect( loader ).toHaveBeenCalledWith( 'pk_live_abc' );
} );

it( 'adds another address’s script once, and calls Stripe’s loader only after it loaded', async () => {
	const src = 'http://127.0.0.1:9401/stripe/v3';
	const first = loadStripeFor( 'pk_test_abc', src );
	const second = loadStripeFor( 'pk_test_abc', src );
	const scripts = document.head.querySelectorAll( 'script' );
	expect( scripts ).toHaveLength( 1 );
	expect( scripts[ 0 ].src ).toBe( src );
	expect( loader ).not.toHaveBeenCalled();
	scripts[ 0 ].dispatchEvent( new Event( 'load' ) );
	await Promise.all( [ first, second ] );
	expect( loader ).toHaveBeenCalledTimes( 2 );
} );

it( 'refuses when the script does not load, and tries again next time', async () => {
	const src = 'http://127.0.0.1:9401/stripe/missing';
	const failed = loadStripeFor( 'pk_test_abc', src );
	document.head
		.querySelector( 'script' )
		?.dispatchEvent( new Event( 'error' ) );
	await expect( failed ).rejects.toThrow( 'Stripe.js did not load' );
	expect( loader ).not.toHaveBeenCalled();
	loadStripeFor( 'pk_test_abc', src );
	expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 2 );
} );
