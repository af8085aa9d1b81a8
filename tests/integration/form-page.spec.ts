/**
 * The server-rendered form honours the choices a link preselects, before any script runs.
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';

test( 'level-id, custom-amount and payment-mode preselect the server form, and a link for another form leaves the default level', async ( {
	request,
} ) => {
	const level = await (
		await request.get(
			`${ baseUrl() }/donate/?level-id=3&payment-mode=offline`
		)
	).text();
	expect( level ).toMatch( /name="give-price-id" value="3"\s+checked/ );
	expect( level ).toMatch( /name="payment-mode" value="offline"\s+checked/ );

	const custom = await (
		await request.get( `${ baseUrl() }/donate/?custom-amount=42.50` )
	).text();
	expect( custom ).toMatch( /name="give-price-id" value="custom"\s+checked/ );
	expect( custom ).toContain( 'name="give-amount" value="42.50"' );

	// A link meant for another form changes nothing here: the form is rendered with its default
	// level (2) checked, not the linked level 3.
	const otherFormPage = await request.get(
		`${ baseUrl() }/donate/?form-id=999999&level-id=3`
	);
	expect( otherFormPage.status() ).toBe( 200 );
	const otherForm = await otherFormPage.text();
	expect( otherForm ).toContain( 'name="give-price-id" value="3"' );
	expect( otherForm ).toMatch( /name="give-price-id" value="2"\s+checked/ );
	expect( otherForm ).not.toMatch(
		/name="give-price-id" value="3"\s+checked/
	);
} );
