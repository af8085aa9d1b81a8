/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php; a browser spec too heavy for
 * the Playground budget). Stored XSS on the newer screens: an editor's form title and level label
 * (saved raw in the form settings: real tags, as an editor can type them), a visitor's donor-wall
 * comment and company (through the donate route), contact-form fields (typed into the form) and an
 * administrator's consent banner texts and service name, shown on the form view, the donor wall, the
 * receipt and contact emails rendered as HTML, the admin forms list, the contact messages screen, the
 * cookie banner and the consent screen. Each page shows the stored text while the page-level
 * hook (tests/e2e/pages/xss-watch.ts) records nothing run.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, logInWithRole, siteState } from '../site';
import { logInAsAdmin } from '../e2e/pages/admin';
import {
	BREAKOUT,
	ENCODED,
	RAW,
	expectNothingRan,
	expectShownNotRun,
	watch,
} from '../e2e/pages/xss-watch';

const marker = `Ow${ Date.now().toString( 36 ) }`;
let formId: number;

test.beforeAll( async ( { request } ) => {
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
		{
			data: {
				forms: [
					{
						title: `${ marker }T${ ENCODED.script }${ BREAKOUT }`,
						settings: {
							levels: [
								{
									id: '1',
									amount: 2500,
									label: `${ marker }L${ RAW.img }${ RAW.svg }${ ENCODED.img }${ BREAKOUT }`,
								},
							],
							defaultLevel: '1',
							customAmount: true,
							currency: { code: 'USD' },
							// A live gift that completes at once: the wall shows live gifts only.
							gateways: [ 'example-pledge' ],
							company: 'optional',
							comment: true,
							anonymous: true,
						},
					},
				],
			},
		}
	);
	expect( made.ok() ).toBe( true );
	formId = ( await made.json() )[ 0 ];
	const gift = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2500,
				levelId: '1',
				firstName: `${ marker }a`,
				lastName: 'Wall',
				email: `xss-wall-${ marker.toLowerCase() }@example.org`,
				gatewayId: 'example-pledge',
				companyOption: 'yes',
				company: `${ marker }c${ RAW.svg }${ ENCODED.svg }${ BREAKOUT }`,
				comment: [
					`${ marker }d`,
					...Object.values( RAW ),
					...Object.values( ENCODED ),
					BREAKOUT,
				].join( '\n' ),
			},
		}
	);
	expect( gift.status() ).toBe( 201 );
	expect( ( await gift.json() ).status ).toBe( 'publish' );
} );

test( 'the form view shows the stored form title and level label as text and runs nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await page.goto(
		`${ baseUrl() }/?givewp-route=donation-form-view&form-id=${ formId }`
	);
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }L` );
	await expectShownNotRun( page, dialogs, marker );
} );

test( 'the donor wall shows the stored comment and company as text and runs nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await page.goto( `${ baseUrl() }/supporters/` );
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }d` );
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }c` );
	await expectShownNotRun( page, dialogs, marker );
} );

test( 'the receipt email, rendered as HTML, shows the stored text and runs nothing', async ( {
	page,
	request,
} ) => {
	const mails = ( await siteState( request ) ).mails.filter( ( mail ) =>
		mail.message.includes( `${ marker }a` )
	);
	expect( mails.length ).toBeGreaterThan( 0 );
	const dialogs = await watch( page );
	await page.goto( `${ baseUrl() }/` );
	for ( const mail of mails ) {
		await page.setContent( mail.message );
		await expectShownNotRun( page, dialogs, marker );
	}
} );

test( 'the admin forms list shows the stored form title as text and runs nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form`
	);
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }T` );
	await expectShownNotRun( page, dialogs, marker );
} );

test( 'contact-form fields typed by a visitor show as text on the contact messages screen and in the mail', async ( {
	page,
	request,
} ) => {
	const dialogs = await watch( page );
	await page.goto( `${ baseUrl() }/contact/` );
	const form = page.getByRole( 'form', { name: 'Contact us' } );
	await form.getByLabel( 'I agree' ).check();
	await form
		.getByLabel( /Your name/ )
		.fill( `${ marker }n${ RAW.img }${ BREAKOUT }` );
	await form
		.getByLabel( /^Email/ )
		.fill( `xss-contact-${ marker.toLowerCase() }@example.org` );
	await form.getByLabel( /Topic/ ).selectOption( 'Volunteering' );
	await form
		.getByLabel( /Message/ )
		.fill(
			[ `${ marker }m`, ...Object.values( RAW ), ENCODED.svg ].join(
				'\n'
			)
		);
	await form.getByRole( 'button', { name: 'Send' } ).click();
	await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
		'data-status',
		'sent'
	);

	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-contact-submissions`
	);
	await page.getByRole( 'searchbox' ).fill( marker );
	await expect(
		page.getByRole( 'row' ).filter( { hasText: `${ marker }n` } )
	).toHaveCount( 1 );
	// The list shows the start of each value: the name's breakout, as text.
	await expectShownNotRun(
		page,
		dialogs,
		marker,
		`${ marker }n" autofocus onfocus=`
	);

	const mails = ( await siteState( request ) ).mails.filter( ( mail ) =>
		mail.message.includes( `${ marker }m` )
	);
	expect( mails.length ).toBeGreaterThan( 0 );
	for ( const mail of mails ) {
		await page.setContent( mail.message );
		await expectShownNotRun( page, dialogs, marker );
	}
} );

test( 'consent banner texts and a service name show as text on the banner and the consent screen', async ( {
	page,
	playwright,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const route = `${ baseUrl() }/wp-json/opengive/v1/consent/settings`;
	const headers = { 'X-WP-Nonce': admin.nonce };
	const before = await (
		await admin.context.get( route, { headers } )
	).json();
	const payload = `${ RAW.img }${ ENCODED.svg }${ BREAKOUT }`;
	const saved = await admin.context.post( route, {
		headers,
		data: {
			banner_enabled: true,
			texts: {
				title: `${ marker }t${ payload }`,
				message: `${ marker }s${ RAW.script }${ RAW.link }`,
			},
			services: [
				...before.services,
				{
					slug: 'xss-service',
					name: `${ marker }v${ payload }`,
					category: 'marketing',
					cookies: [],
					patterns: [],
					reason: `${ marker }r${ RAW.svg }`,
				},
			],
		},
	} );
	expect( saved.status() ).toBe( 200 );
	try {
		const dialogs = await watch( page );
		await page.route( /youtube/, ( blocked ) => blocked.abort() );
		await page.goto( `${ baseUrl() }/about/` );
		await expectShownNotRun( page, dialogs, `${ marker }t` );

		await page
			.context()
			.addCookies(
				await admin.context
					.storageState()
					.then( ( state ) => state.cookies )
			);
		await page.goto(
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-consent`
		);
		// Texts and services sit in closed panels.
		for ( const panel of [ 'Texts', 'Services' ] ) {
			await page
				.getByRole( 'heading', { name: panel, exact: true } )
				.getByRole( 'button' )
				.click();
		}
		await expect
			.poll( () =>
				page.evaluate(
					( text ) =>
						Array.from(
							document.querySelectorAll< HTMLInputElement >(
								'input, textarea'
							)
						)
							.map( ( field ) => field.value )
							.filter( ( value ) => value.includes( text ) )
							.length,
					marker
				)
			)
			.toBe( 2 ); // The banner's title and message.
		// The services are listed in a table (name as text), edited in a dialog.
		await expect( page.locator( 'body' ) ).toContainText( `${ marker }v` );
		await expectNothingRan( page, dialogs );
	} finally {
		await admin.context.post( route, {
			headers,
			data: {
				banner_enabled: before.banner_enabled,
				texts: before.texts,
				services: before.services,
			},
		} );
		await admin.context.dispose();
	}
} );
