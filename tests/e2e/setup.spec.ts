/**
 * The first-run setup in Chromium (issue 33): a new site opens it once after activation, goes
 * through the organisation, Stripe's test keys (Check connection says they are test keys) and a
 * first form on a new page, previews it and takes a test gift; a setup left half-way resumes where
 * it stopped and can be skipped; each step at 1280 and 375 px with no axe violation.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { logInAsAdmin, restNonce } from './pages/admin';
import { axeCheck } from './pages/axe';
import { fillPaymentElement } from './pages/card';
import { DonationFormPage } from './pages/donation-form-page';
import { baseUrl, siteState } from '../site';

const SETUP = () =>
	`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-setup`;
const FAKE_STRIPE = {
	publishable: 'pk_test_opengive_fake',
	secret: 'sk_test_opengive_fake',
};

/**
 * Puts the setup's state back as a new install leaves it, or as the demo's finished one.
 *
 * @param request  API context.
 * @param state    The state, or null for "never activated".
 * @param redirect Whether the next admin page opens the setup (as after the first activation).
 */
async function setupState(
	request: APIRequestContext,
	state: Record< string, unknown > | null,
	redirect = false
) {
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/setup-state`,
		{ data: { state, redirect } }
	);
	expect( response.ok() ).toBe( true );
}

async function stepHeading( page: Page, name: string ) {
	await expect(
		page.getByRole( 'heading', { level: 2, name } )
	).toBeVisible();
}

test( 'a new site goes through the setup, checks its Stripe test keys, publishes a first form and takes a test gift', async ( {
	page,
	request,
} ) => {
	await setupState( request, null, true );
	let made = { formId: 0, pageId: 0 };
	// The first admin page after activation is the setup.
	await logInAsAdmin( page );
	await expect( page ).toHaveURL( /page=opengive-setup/ );
	const nonce = await restNonce( page );
	const settingsRoute = `${ baseUrl() }/wp-json/opengive/v1/settings`;
	const before = (
		await (
			await page.request.get( settingsRoute, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json()
	).values;
	try {
		await stepHeading( page, 'Your organisation' );
		await page.getByLabel( 'Organisation name' ).fill( 'Setup Trust' );
		await page.getByRole( 'button', { name: 'Save and continue' } ).click();

		await stepHeading( page, 'Ways to pay' );
		await page.getByLabel( 'Cards, with Stripe' ).check();
		// The test site has the test gateway on, so it comes ticked; a new site's is off.
		await page.getByLabel( 'The test gateway' ).uncheck();
		await page
			.getByLabel( 'Test publishable key' )
			.fill( FAKE_STRIPE.publishable );
		await page.getByLabel( 'Test secret key' ).fill( FAKE_STRIPE.secret );
		await page.getByRole( 'button', { name: 'Check connection' } ).click();
		await expect(
			page.locator( '.opengive-settings__check' ).getByRole( 'status' )
		).toHaveText(
			'Connected to Stripe with test keys: gifts move no real money.'
		);
		await page.getByRole( 'button', { name: 'Save and continue' } ).click();

		await stepHeading( page, 'Your first form' );
		await page.getByLabel( 'Form and page title' ).fill( 'Setup appeal' );
		await page
			.getByRole( 'button', { name: 'Create the form and its page' } )
			.click();

		await stepHeading( page, 'Ready' );
		made = await (
			await page.request.get(
				`${ baseUrl() }/wp-json/opengive/v1/setup`,
				{
					headers: { 'X-WP-Nonce': nonce },
				}
			)
		).json();
		expect( made ).toMatchObject( {
			status: 'done',
			gateways: [ 'stripe' ],
		} );
		const preview = page.getByRole( 'link', { name: /Preview your form/ } );
		await expect( preview ).toHaveAttribute( 'target', '_blank' );
		const href = ( await preview.getAttribute( 'href' ) ) as string;

		// The donor's side: the new page, a card, a test gift.
		const form = new DonationFormPage( page );
		await form.open( new URL( href ).pathname + new URL( href ).search );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Setup appeal' } )
		).toBeVisible();
		await form.levelButton( /\$25\.00/ ).click();
		await fillPaymentElement( page, '4242424242424242' );
		await form.fillDonor( 'Setup', 'Donor', 'setup-e2e@example.org' );
		await form.donateButton().click();
		await expect( form.receiptHeading() ).toBeVisible();
		expect( ( await siteState( request ) ).last ).toMatchObject( {
			gateway_id: 'stripe',
			form_id: String( made.formId ),
			mode: 'test',
			status: 'publish',
		} );

		// Never again by itself.
		await page.goto( `${ baseUrl() }/wp-admin/` );
		await expect( page ).not.toHaveURL( /opengive-setup/ );
	} finally {
		await page.request.post( settingsRoute, {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				values: {
					organisation_name: before.organisation_name,
					test_gateway_enabled: before.test_gateway_enabled,
					test_mode: before.test_mode,
				},
			},
		} );
		for ( const [ type, id ] of [
			[ 'pages', made.pageId ],
			[ 'opengive-forms', made.formId ],
		] as const ) {
			if ( id > 0 ) {
				await page.request.delete(
					`${ baseUrl() }/wp-json/wp/v2/${ type }/${ id }?force=true`,
					{ headers: { 'X-WP-Nonce': nonce } }
				);
			}
		}
		await setupState( request, { status: 'done', step: 'done' } );
	}
} );

test( 'a setup left half-way resumes at its step, and skipping it leads to the settings for good', async ( {
	page,
	request,
} ) => {
	await setupState( request, { status: 'new' } );
	await logInAsAdmin( page );
	try {
		await page.goto( SETUP() );
		await stepHeading( page, 'Your organisation' );
		await page.getByRole( 'button', { name: 'Save and continue' } ).click();
		await stepHeading( page, 'Ways to pay' );
		// Nothing chosen: a clear refusal, nothing lost.
		for ( const label of [ 'Cards, with Stripe', 'The test gateway' ] ) {
			await page.getByLabel( label ).uncheck();
		}
		await page.getByRole( 'button', { name: 'Save and continue' } ).click();
		await expect(
			page.locator( '.opengive-setup .components-notice__content', {
				hasText: 'Choose at least one way to pay.',
			} )
		).toBeVisible();

		// Elsewhere in wp-admin, an offer to resume; back in the setup, the same step.
		await page.goto(
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-settings`
		);
		await page.getByRole( 'link', { name: 'Resume the setup' } ).click();
		await stepHeading( page, 'Ways to pay' );

		await page.getByRole( 'button', { name: 'Skip the setup' } ).click();
		await expect( page ).toHaveURL( /page=opengive-settings/ );
		await expect(
			page.getByRole( 'link', { name: 'Resume the setup' } )
		).toHaveCount( 0 );
		await page.getByRole( 'link', { name: 'Run the setup' } ).click();
		await stepHeading( page, 'Your organisation' );
	} finally {
		await setupState( request, { status: 'done', step: 'done' } );
	}
} );

for ( const width of [ 1280, 375 ] ) {
	test( `each step at ${ width } px: no axe violation and nothing wider than the screen`, async ( {
		page,
		request,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await setupState( request, {
			status: 'started',
			step: 'organisation',
		} );
		await logInAsAdmin( page );
		try {
			const found: string[] = [];
			for ( const step of [ 'organisation', 'payments', 'form' ] ) {
				await setupState( request, { status: 'started', step } );
				await page.goto( SETUP() );
				await expect(
					page.locator( '.opengive-setup__step' )
				).toBeVisible();
				const { violations, passes } = await axeCheck( page, [
					'.opengive-setup',
				] );
				expect( passes ).toBeGreaterThan( 5 );
				found.push(
					...violations.map( ( item ) => `${ step }: ${ item }` )
				);
				const overflow = await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				);
				expect(
					overflow,
					`${ step } at ${ width } px`
				).toBeLessThanOrEqual( 0 );
				await page.screenshot( {
					path: test
						.info()
						.outputPath( `setup-${ step }-${ width }.png` ),
					fullPage: true,
				} );
			}
			expect( found ).toEqual( [] );
		} finally {
			await setupState( request, { status: 'done', step: 'done' } );
		}
	} );
}
