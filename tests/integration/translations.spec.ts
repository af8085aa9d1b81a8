/**
 * Issue 19: with the site locale switched to German (de_DE, shipped in plugin/languages), the donation
 * form page, the receipt and an admin screen come out in German, and the form's script gets its
 * German JSON inline. The locale is switched for one request by the test helpers
 * (?opengive-test-locale=de_DE: WordPress's `locale` filter), so suites running alongside stay English.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole } from '../site';

const GERMAN = 'opengive-test-locale=de_DE';

test( 'the donation form page is German, markup and script translations alike', async ( {
	request,
} ) => {
	const html = await (
		await request.get( `${ baseUrl() }/donate/?${ GERMAN }` )
	).text();
	expect( html ).toContain( 'Jetzt spenden' );
	expect( html ).toContain( 'Vorname' );
	expect( html ).not.toContain( '>Donate now<' );
	// wp_set_script_translations printed the Jed data for the form's view script.
	expect( html ).toMatch(
		/opengive-donation-form-view-script-js-translations[\s\S]*?"Donate now":\["Jetzt spenden"\]/
	);
	// Strings only the form's script shows (recurring periods, 3-D Secure, renewal changes).
	for ( const pair of [
		'"Monthly":["Monatlich"]',
		'"Amount each time":["Betrag pro Zahlung"]',
		'"Log in (opens a new window)":["Anmelden (',
	] ) {
		expect( html ).toContain( pair );
	}

	const english = await (
		await request.get( `${ baseUrl() }/donate/` )
	).text();
	expect( english ).toContain( 'Donate now' );
	expect( english ).not.toContain( 'Jetzt spenden' );
} );

test( 'the receipt is German', async ( { request } ) => {
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 2500,
				levelId: 'custom',
				firstName: 'Erika',
				lastName: 'Mustermann',
				email: 'erika.translations@example.org',
				gatewayId: 'test',
			},
		}
	);
	const donation = await created.json();
	expect( donation ).toMatchObject( { status: 'publish' } );
	const key = new URL( donation.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);
	const html = await (
		await request.get(
			`${ baseUrl() }/wp-admin/admin-ajax.php?action=get_receipt&donation_id=${ key }&${ GERMAN }`
		)
	).text();
	expect( html ).toContain( 'Vielen Dank für Ihre Spende!' );
	expect( html ).toContain( '<dt>Betrag</dt>' );
	expect( html ).toContain( 'Erika Mustermann' );
} );

test( 'an admin screen is German, its script translations included', async ( {
	playwright,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const html = await (
		await admin.context.get(
			`${ baseUrl() }/wp-admin/admin.php?page=opengive-donations&${ GERMAN }`
		)
	).text();
	expect( html ).toContain( '<h1>Spenden</h1>' );
	expect( html ).toContain( 'Diese Ansicht braucht JavaScript.' );
	expect( html ).toMatch(
		/opengive-admin-js-translations[\s\S]*?"Search donations":\["Spenden durchsuchen"\]/
	);
	// Strings of other admin screens sharing the JSON: form settings, donor wall comments, consent log.
	for ( const pair of [
		'"Export CSV":["CSV exportieren"]',
		'"Hide from the donor wall":["Auf der Spenderwand ausblenden"]',
		'"Consent log":["Einwilligungsprotokoll"]',
		'"Payment methods":["Zahlungsarten"]',
	] ) {
		expect( html ).toContain( pair );
	}
	await admin.context.dispose();
} );

test( "the grid's modal frame gets its texts in German from the server (its plain-DOM script has no wp-i18n)", async ( {
	request,
} ) => {
	const html = await (
		await request.get( `${ baseUrl() }/appeals/?${ GERMAN }` )
	).text();
	expect( html ).toContain(
		'data-opengive-close-label="Schließen" data-opengive-loading-label="Spendenformular wird geladen …"'
	);
} );
