/**
 * Stripe.js through Stripe's own loader (@stripe/stripe-js), as in production. Where the site points
 * Stripe.js somewhere else (the offline demo and tests: the provider fake's stand-in), that script
 * is added first; loadStripe() then uses the Stripe it defined instead of adding js.stripe.com.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeSubset } from './stripe-subset';

/** Stripe.js's address (the `stripe_js_url` setting's default). */
export const STRIPE_JS = 'https://js.stripe.com/v3';

const added = new Map< string, Promise< void > >();

/**
 * Adds a script once and waits for it.
 *
 * @param src Its address.
 * @param doc The document.
 */
function addScript( src: string, doc: Document ): Promise< void > {
	const known = added.get( src );
	if ( known ) {
		return known;
	}
	const loading = new Promise< void >( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.src = src;
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => {
			added.delete( src );
			reject( new Error( `Stripe.js did not load from ${ src }` ) );
		} );
		doc.head.appendChild( script );
	} );
	added.set( src, loading );
	return loading;
}

/**
 * Stripe.js for a publishable key.
 *
 * @param publishableKey The account's publishable key (test or live, as the site's mode says).
 * @param jsUrl          Where Stripe.js comes from.
 * @param doc            The document (a stand-in in tests).
 * @return Stripe, or null where there is no window (never in a browser).
 */
export async function loadStripeFor(
	publishableKey: string,
	jsUrl: string,
	doc: Document = document
): Promise< StripeSubset | null > {
	if ( jsUrl && jsUrl !== STRIPE_JS ) {
		await addScript( jsUrl, doc );
	}
	return loadStripe( publishableKey );
}
