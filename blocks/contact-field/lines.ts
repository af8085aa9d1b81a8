/**
 * Plain-text editing of list attributes in the sidebar (options, quiz pairs, type lists).
 */

export function toNumber( value: string ): number | null {
	const trimmed = value.trim();
	return trimmed === '' || ! Number.isFinite( Number( trimmed ) )
		? null
		: Number( trimmed );
}

export function listToArray( value: string ): string[] {
	return value
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( Boolean );
}

export function optionsToLines(
	options: Array< { value: string; label: string } | string >
): string {
	return options
		.map( ( option ) =>
			typeof option === 'string' || option.value === option.label
				? String( typeof option === 'string' ? option : option.value )
				: `${ option.value }|${ option.label }`
		)
		.join( '\n' );
}

export function linesToOptions(
	text: string
): Array< { value: string; label: string } > {
	return text
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( Boolean )
		.map( ( line ) => {
			const [ value, ...label ] = line.split( '|' );
			return {
				value: value.trim(),
				label: label.join( '|' ).trim() || value.trim(),
			};
		} );
}

export function pairsToLines(
	pairs: Array< { question: string; answer: string } >
): string {
	return pairs
		.map( ( pair ) => `${ pair.question }|${ pair.answer }` )
		.join( '\n' );
}

export function linesToPairs(
	text: string
): Array< { question: string; answer: string } > {
	return text
		.split( '\n' )
		.map( ( line ) => line.split( '|' ) )
		.filter( ( parts ) => parts.length >= 2 && parts[ 0 ].trim() )
		.map( ( [ question, ...answer ] ) => ( {
			question: question.trim(),
			answer: answer.join( '|' ).trim(),
		} ) );
}
