/**
 * The editor reads the settings defaults from the file PHP reads (plugin/data/form-settings.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { recurringOf } from '../model';
import { settingChoices, settingDefault } from '../schema';

// Read from disk, not through the module under test.
const table = JSON.parse(
	fs.readFileSync(
		path.resolve( __dirname, '../../../plugin/data/form-settings.json' ),
		'utf8'
	)
).settings;

describe( 'the form settings schema shared with PHP', () => {
	it( 'answers the file’s defaults for the display settings', () => {
		expect( settingDefault( 'displayMode' ) ).toBe(
			table.displayMode.default
		);
		expect( settingDefault( 'levelDisplay' ) ).toBe(
			table.levelDisplay.default
		);
		expect( settingDefault( 'gateways' ) ).toEqual(
			table.gateways.default
		);
	} );

	it( 'lists the file’s choices in its order', () => {
		expect( settingChoices( 'displayMode' ) ).toEqual(
			table.displayMode.schema.enum
		);
		expect( settingChoices( 'company' ) ).toEqual(
			table.company.schema.enum
		);
	} );

	it( 'starts an unset recurring setting from the file’s fallback, switched off', () => {
		const fallback = table.recurring.fallback;
		expect( recurringOf( {} ) ).toEqual( {
			is_recurring: false,
			give_recurring_option: fallback.give_recurring_option,
			period: fallback.period,
			periods: fallback.periods,
			installments: fallback.installments,
		} );
	} );
} );
