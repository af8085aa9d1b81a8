/**
 * Loads the peer projects' test vectors from ../shared/conformance (beside the repository, as on
 * every developer machine and in CI). A missing file fails the test run: vectors are never skipped.
 */
import fs from 'fs';
import path from 'path';

export const CONFORMANCE_DIR =
	process.env.OPENGIVE_CONFORMANCE_DIR ||
	path.resolve( __dirname, '..', '..', '..', 'shared', 'conformance' );

export function loadConformance< T >( file: string ): T {
	const full = path.join( CONFORMANCE_DIR, file );
	if ( ! fs.existsSync( full ) ) {
		throw new Error(
			`Conformance vectors not found at ${ full }. They live in shared/conformance beside the repository.`
		);
	}
	return JSON.parse( fs.readFileSync( full, 'utf8' ) ) as T;
}
