/**
 * Rules on a field's uploaded files. The type check is by file NAME against the accept list, as
 * swv-php v2 does (swv JS compares the browser's MIME type instead): the server cannot trust a
 * type the browser reports, and both sides must reach the same answer.
 */
import mimeTypes from '../../../plugin/data/mime-types.json';
import type { FileLike, SwvRule } from '../types';
import { toNumber } from './formats';
import type { FieldRule } from './text-rules';

const TYPES: Record< string, string > = mimeTypes.types;

/**
 * The extensions an accept entry allows: '.png', 'png', 'image/png' or 'image/*'.
 * @param accept The rule's accept list.
 */
export function acceptedExtensions(
	accept: ReadonlyArray< unknown >
): string[] {
	const extensions: string[] = [];
	for ( const entry of accept ) {
		const item = String( entry ).trim().toLowerCase();
		if ( item.indexOf( '/' ) === -1 ) {
			extensions.push( item.replace( /^\./, '' ) );
			continue;
		}
		const wildcard = /^([a-z0-9.+-]+)\/\*$/.exec( item );
		for ( const [ pattern, mime ] of Object.entries( TYPES ) ) {
			const matches = wildcard
				? mime.startsWith( wildcard[ 1 ] + '/' )
				: mime === item;
			if ( matches ) {
				extensions.push( ...pattern.split( '|' ) );
			}
		}
	}
	return extensions.filter( ( extension ) => extension !== '' );
}

function extensionOf( file: FileLike ): string | null {
	const dot = file.name.lastIndexOf( '.' );
	return dot === -1 ? null : file.name.slice( dot + 1 ).toLowerCase();
}

function totalSize( files: FileLike[] ): number {
	return files.reduce( ( sum, file ) => sum + file.size, 0 );
}

function threshold( rule: SwvRule ): number {
	return toNumber( rule.threshold, NaN );
}

export const fileRules: Record< string, FieldRule > = {
	requiredfile: ( _rule, { files } ) => files.length > 0,
	file: ( rule, { files } ) => {
		const allowed = acceptedExtensions(
			Array.isArray( rule.accept ) ? rule.accept : []
		);
		return files.every( ( file ) => {
			const extension = extensionOf( file );
			return extension !== null && allowed.indexOf( extension ) !== -1;
		} );
	},
	// No files passes both size rules: requiredfile is the rule for "a file must come".
	minfilesize: ( rule, { files } ) =>
		files.length === 0 || totalSize( files ) >= threshold( rule ),
	maxfilesize: ( rule, { files } ) => totalSize( files ) <= threshold( rule ),
};
