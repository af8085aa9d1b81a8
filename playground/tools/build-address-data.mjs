/**
 * Regenerates plugin/data/countries.json and plugin/data/states/<CC>.json from the npm package
 * country-region-data (MIT), for the countries whose states are offered as a list
 * (plugin/data/address-rules.json "stateList"). Run after upgrading that package:
 *   node playground/tools/build-address-data.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..',
	'..'
);
const DATA = path.join( ROOT, 'plugin', 'data' );
const rules = JSON.parse(
	fs.readFileSync( path.join( DATA, 'address-rules.json' ), 'utf8' )
);
const countries = require( 'country-region-data/data.json' );

const names = {};
for ( const country of countries ) {
	names[ country.countryShortCode ] = country.countryName;
}
const sorted = Object.fromEntries(
	Object.entries( names ).sort( ( a, b ) => a[ 1 ].localeCompare( b[ 1 ] ) )
);
fs.writeFileSync(
	path.join( DATA, 'countries.json' ),
	JSON.stringify( sorted, null, '\t' ) + '\n'
);

fs.rmSync( path.join( DATA, 'states' ), { recursive: true, force: true } );
fs.mkdirSync( path.join( DATA, 'states' ) );
for ( const code of rules.stateList ) {
	const country = countries.find(
		( item ) => item.countryShortCode === code
	);
	if ( ! country ) {
		throw new Error( `No regions for ${ code } in country-region-data` );
	}
	const states = {};
	for ( const region of country.regions ) {
		states[ region.shortCode || region.name ] = region.name;
	}
	fs.writeFileSync(
		path.join( DATA, 'states', `${ code }.json` ),
		JSON.stringify( states, null, '\t' ) + '\n'
	);
}
console.log(
	`countries: ${ Object.keys( sorted ).length }, state lists: ${ rules.stateList.length }`
);
