/**
 * Table fields more than one admin screen shows.
 */
import { __ } from '@wordpress/i18n';
import type { Field } from '@wordpress/dataviews';
import { labelOf } from './format';

/**
 * A status column that is also a filter.
 *
 * @param options The statuses and their labels.
 */
export function statusField< Item extends { status: string } >(
	options: Array< { value: string; label: string } >
): Field< Item > {
	return {
		id: 'status',
		label: __( 'Status', 'opengive' ),
		elements: options,
		filterBy: { operators: [ 'is' ] },
		getValue: ( { item } ) => labelOf( options, item.status ),
	};
}

/** Live or test: a filter; the Donations screen shows the column while any test gift exists. */
export function modeField< Item extends { mode: string } >(): Field< Item > {
	return {
		id: 'mode',
		label: __( 'Mode', 'opengive' ),
		elements: [
			{ value: 'live', label: __( 'Live', 'opengive' ) },
			{ value: 'test', label: __( 'Test', 'opengive' ) },
		],
		filterBy: { operators: [ 'is' ] },
		enableSorting: false,
		getValue: ( { item } ) =>
			item.mode === 'test'
				? __( 'Test', 'opengive' )
				: __( 'Live', 'opengive' ),
	};
}
