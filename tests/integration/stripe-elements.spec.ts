/**
 * Stripe through Stripe.js (issue 34, step 1): the Payment Element of the offline stand-in for
 * js.stripe.com/v3 (playground/fake-stripe) takes the card in a frame on the provider's origin, a
 * ConfirmationToken comes out, and the site's donation route charges it with a PaymentIntent it
 * creates and confirms on the server. No request to the site carries the card number.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, demoFormId, fakeProvidersUrl, siteState } from '../site';
import { FAKE_KEYS } from '../../playground/fake-providers.mjs';

/**
 * Mounts the stand-in's Payment Element on a page of the site, as the donation form will: Stripe.js
 * from the fake, an Elements group for the amount, the element in a box.
 *
 * @param page   A page showing the site.
 * @param amount Minor units.
 */
async function mountPaymentElement( page: Page, amount: number ) {
	await page.goto( `${ baseUrl() }/wp-json/` );
	await page.setContent( '<main><div id="payment"></div></main>' );
	await page.addScriptTag( { url: `${ fakeProvidersUrl() }/stripe/v3` } );
	await page.evaluate(
		( [ key, minor ] ) => {
			const win = window as unknown as Record< string, any >;
			const stripe = win.Stripe( key );
			const elements = stripe.elements( {
				mode: 'payment',
				amount: minor,
				currency: 'usd',
			} );
			elements.create( 'payment' ).mount( '#payment' );
			win.opengiveTest = { stripe, elements };
		},
		[ FAKE_KEYS.stripePublishable, amount ] as const
	);
	return page.frameLocator( 'iframe[title="Secure payment input frame"]' );
}

/**
 * Types a card into the frame and turns it into a ConfirmationToken, as the form will.
 *
 * @param page   The page.
 * @param number Card number.
 */
async function confirmationToken( page: Page, number: string ) {
	const frame = await mountPaymentElement( page, 2500 );
	await frame.getByLabel( 'Card number' ).fill( number );
	await frame.getByLabel( 'Expiration date' ).fill( '12 / 30' );
	await frame.getByLabel( 'Security code' ).fill( '123' );
	return page.evaluate( async () => {
		const { stripe, elements } = (
			window as unknown as Record< string, any >
		 ).opengiveTest;
		const submitted = await elements.submit();
		if ( submitted.error ) {
			return { error: submitted.error.message as string };
		}
		const made = await stripe.createConfirmationToken( { elements } );
		return made.error
			? { error: made.error.message as string }
			: { id: made.confirmationToken.id as string };
	} );
}

test( 'a card typed in Stripe’s frame becomes a ConfirmationToken the site charges, and the site never sees the number', async ( {
	page,
	request,
} ) => {
	const sent: string[] = [];
	page.on( 'request', ( made ) => {
		if ( made.url().startsWith( baseUrl() ) ) {
			sent.push( `${ made.url() } ${ made.postData() ?? '' }` );
		}
	} );
	const token = await confirmationToken( page, '4242424242424242' );
	expect( token.id ).toMatch( /^ctoken_/ );
	const answer = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 2500,
				currency: 'USD',
				levelId: '2',
				firstName: 'Ele',
				lastName: 'Ments',
				email: 'elements.e2e@example.org',
				gatewayId: 'stripe',
				paymentToken: token.id,
			},
		}
	);
	expect( answer.status() ).toBe( 201 );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'publish',
		mode: 'test',
		payment_last4: '4242',
	} );
	// The fake saw a PaymentIntent confirmed with the token, amount from the site's own record.
	const intents = await (
		await request.get( `${ fakeProvidersUrl() }/_fake/requests` )
	).json();
	const created = ( intents as Array< { path: string; body: string } > )
		.filter( ( item ) => item.path === '/stripe/v1/payment_intents' )
		.pop();
	expect(
		new URLSearchParams( created?.body ).get( 'confirmation_token' )
	).toBe( token.id );
	expect( new URLSearchParams( created?.body ).get( 'amount' ) ).toBe(
		'2500'
	);
	expect( sent.join( '\n' ) ).not.toMatch( /4242\s?4242\s?4242\s?4242/ );
} );

test( 'an incomplete card is refused in the frame, and a declined one by the PaymentIntent', async ( {
	page,
	request,
} ) => {
	const frame = await mountPaymentElement( page, 1000 );
	await frame.getByLabel( 'Card number' ).fill( '4242 4242' );
	const refused = await page.evaluate(
		async () =>
			(
				await (
					window as unknown as Record< string, any >
				 ).opengiveTest.elements.submit()
			).error?.message
	);
	expect( refused ).toBe( 'Your card number is incomplete.' );
	await expect( frame.getByRole( 'alert' ) ).toHaveText(
		'Your card number is incomplete.'
	);

	const declined = await confirmationToken( page, '4000000000000002' );
	const answer = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 1000,
				currency: 'USD',
				levelId: '1',
				firstName: 'De',
				lastName: 'Clined',
				email: 'elements-declined.e2e@example.org',
				gatewayId: 'stripe',
				paymentToken: declined.id,
			},
		}
	);
	expect( answer.status() ).toBe( 402 );
	expect( ( await answer.json() ).code ).toBe( 'opengive_payment_failed' );
} );
