/**
 * Country reference data: the REST route and GiveWP's give_get_states ajax action.
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';

test( 'GET countries/US/states lists the states and says what is required', async ( {
	request,
} ) => {
	const response = await request.get(
		`${ baseUrl() }/wp-json/opengive/v1/countries/us/states`
	);
	expect( response.status() ).toBe( 200 );
	const body = await response.json();
	expect( body ).toMatchObject( {
		statesFound: true,
		statesLabel: 'State',
		showField: true,
		statesRequire: true,
		cityRequire: true,
		zipRequire: true,
	} );
	expect( body.states ).toContainEqual( { code: 'CA', name: 'California' } );
} );

test( 'an unknown country is a 400 with a clear message', async ( {
	request,
} ) => {
	const response = await request.get(
		`${ baseUrl() }/wp-json/opengive/v1/countries/ZZ/states`
	);
	expect( response.status() ).toBe( 400 );
	expect( ( await response.json() ).code ).toBe( 'opengive_invalid_country' );
} );

test( 'give_get_states answers with GiveWP field names and option markup', async ( {
	request,
} ) => {
	const ajax = `${ baseUrl() }/wp-admin/admin-ajax.php`;
	const us = await (
		await request.post( ajax, {
			form: {
				action: 'give_get_states',
				country: 'US',
				field_name: 'card_state',
			},
		} )
	).json();
	expect( us ).toMatchObject( {
		states_found: true,
		states_label: 'State',
		default_state: '',
		show_field: true,
		states_require: true,
		city_require: true,
		zip_require: true,
	} );
	expect( us.data ).toContain( '<option value="CA">California</option>' );

	const gb = await (
		await request.post( ajax, {
			form: {
				action: 'give_get_states',
				country: 'GB',
				field_name: 'card_state',
			},
		} )
	).json();
	expect( gb ).toMatchObject( {
		states_found: false,
		data: '',
		show_field: false,
	} );

	const bad = await request.post( ajax, {
		form: {
			action: 'give_get_states',
			country: 'ZZ',
			field_name: 'card_state',
		},
	} );
	expect( bad.status() ).toBe( 400 );
	expect( ( await bad.json() ).success ).toBe( false );
} );
