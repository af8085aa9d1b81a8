/**
 * Loads the peer projects' test vectors from tests/fixtures/conformance (copied in with where each came
 * from, so the repository stands alone). A missing file fails the test run: vectors are never skipped.
 */
import fs from 'fs';
import path from 'path';

export const CONFORMANCE_DIR = path.resolve(
	__dirname,
	'..',
	'fixtures',
	'conformance'
);

export function loadConformance< T >( file: string ): T {
	const full = path.join( CONFORMANCE_DIR, file );
	if ( ! fs.existsSync( full ) ) {
		throw new Error(
			`Conformance vectors not found at ${ full }. They live in tests/fixtures/conformance.`
		);
	}
	return JSON.parse( fs.readFileSync( full, 'utf8' ) ) as T;
}
