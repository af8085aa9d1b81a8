/**
 * Every case of every tests/fixtures/conformance/swv-*.json file (Contact Form 7's swv and swv-php test
 * suites). A file that goes missing fails the run; nothing is skipped.
 *
 * Where swv JS and swv-php differ, the engine follows swv-php v2 (as the PHP twin does):
 * - file: decided by the file NAME's extension against the accept list (MIME types mapped through
 *   WordPress's table), not by the browser-reported type; the case "unknown MIME -> no acceptable
 *   extension" fails because 'text/plane' maps to no extension.
 * - minitems: a field with no items passes (1.x JS failed it).
 * - url: telnet is refused (1.x JS allowed every wp_allowed_protocols scheme). Beyond the vectors the
 *   spec's own list (http, https, ftp, ftps, mailto, tel, sms) is accepted, see formats.test.ts.
 */
import fs from 'fs';
import {
	CONFORMANCE_DIR,
	loadConformance,
} from '../../../tests/unit/conformance';
import { checkRule, validate, type SwvRule, type SwvValue } from '../swv';

interface VectorCase {
	rule: string;
	properties: Record< string, unknown >;
	value: SwvValue | Record< string, SwvValue >;
	expected: boolean;
	case: string;
	expected_error?: string | { field?: string; message: string };
}

interface VectorFile {
	rule: string;
	count: number;
	cases: VectorCase[];
}

const FILES = fs
	.readdirSync( CONFORMANCE_DIR )
	.filter( ( name ) => /^swv-[a-z]+\.json$/.test( name ) )
	.sort();

const CASES = FILES.flatMap( ( file ) => {
	const vectors = loadConformance< VectorFile >( file );
	return vectors.cases.map(
		( row, index ) =>
			[
				`${ file } #${ index + 1 } ${ row.rule }: ${ row.case }`,
				row,
			] as const
	);
} );

function ruleOf( row: VectorCase ): SwvRule {
	return { rule: row.rule, ...row.properties } as SwvRule;
}

describe( 'SWV conformance vectors', () => {
	it( 'finds all 24 rule files and the 100 cases they declare', () => {
		expect( FILES ).toHaveLength( 24 );
		const declared = FILES.reduce(
			( sum, file ) => sum + loadConformance< VectorFile >( file ).count,
			0
		);
		expect( CASES ).toHaveLength( declared );
		expect( CASES ).toHaveLength( 100 );
	} );

	it.each( CASES )( '%s', ( _name, row ) => {
		expect( checkRule( ruleOf( row ), row.value ) ).toBe( row.expected );
	} );
} );

describe( 'composite vectors report the field and message the vector names', () => {
	const composite = CASES.filter(
		( [ , row ] ) => typeof row.expected_error === 'object'
	);

	it( 'has the all and any failure cases', () => {
		expect( composite.map( ( [ , row ] ) => row.rule ).sort() ).toEqual( [
			'all',
			'any',
		] );
	} );

	it.each( composite )( '%s', ( _name, row ) => {
		const expected = row.expected_error as {
			field?: string;
			message: string;
		};
		const [ invalid ] = validate(
			{ rules: [ ruleOf( row ) ] },
			row.value as Record< string, SwvValue >
		);
		expect( invalid.message ).toBe( expected.message );
		// all: the failing child's field; any: the parent's.
		expect( invalid.field ).toBe( expected.field ?? 'field-2' );
	} );
} );
