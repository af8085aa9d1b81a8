/**
 * The loader's words. A WordPress page passes its translations in data-opengive-labels (render.php
 * translates them); a pasted snippet gets these English defaults, GiveWP's wording.
 */
export interface Labels {
	open: string;
	loading: string;
	dialog: string;
	close: string;
	newTab: string;
}

export const DEFAULT_LABELS: Labels = {
	open: 'Open donation form',
	loading: 'Loading donation form',
	dialog: 'Donation Form',
	close: 'Close donation form',
	newTab: 'Opens in a new tab',
};

/**
 * The labels for a root: its own translations over the defaults; bad JSON keeps the defaults.
 *
 * @param json data-opengive-labels, or null.
 */
export function readLabels( json: string | null ): Labels {
	if ( ! json ) {
		return DEFAULT_LABELS;
	}
	try {
		const given = JSON.parse( json ) as Partial< Labels >;
		const labels = { ...DEFAULT_LABELS };
		( Object.keys( labels ) as Array< keyof Labels > ).forEach( ( key ) => {
			if ( typeof given[ key ] === 'string' && given[ key ] !== '' ) {
				labels[ key ] = given[ key ] as string;
			}
		} );
		return labels;
	} catch {
		return DEFAULT_LABELS;
	}
}
