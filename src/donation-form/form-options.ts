/**
 * Options for the editor's form picker.
 */
import { __ } from '@wordpress/i18n';
import { periodLabel } from './recurring';

interface FormRecord {
	id: number;
	title: { rendered: string };
}

/**
 * A "choose" option followed by one option per form, titled or "(no title) #id".
 *
 * @param records Form posts from core-data.
 */
export function formPickerOptions(
	records: FormRecord[]
): Array< { label: string; value: string } > {
	return [
		{ label: __( 'Choose a form…', 'opengive' ), value: '0' },
		...records.map( ( record ) => ( {
			label:
				record.title.rendered.trim() ||
				`${ __( '(no title)', 'opengive' ) } #${ record.id }`,
			value: String( record.id ),
		} ) ),
	];
}

/**
 * Options for the block's "Starts as" setting: once (the form's own start) or a recurring period.
 */
export function startPeriodOptions(): Array< {
	label: string;
	value: string;
} > {
	return [
		{ label: __( 'One time', 'opengive' ), value: '' },
		...( [ 'day', 'week', 'month', 'quarter', 'year' ] as const ).map(
			( value ) => ( { label: periodLabel( value ), value } )
		),
	];
}

/**
 * Options for the block's display setting; '' keeps the form's own.
 */
export function displayModeOptions(): Array< {
	label: string;
	value: string;
} > {
	return [
		{ label: __( 'As the form is set up', 'opengive' ), value: '' },
		{ label: __( 'Inline', 'opengive' ), value: 'inline' },
		{ label: __( 'Reveal button', 'opengive' ), value: 'reveal' },
		{
			label: __( 'Amounts, then a dialog (modal)', 'opengive' ),
			value: 'modal',
		},
		{
			label: __( 'Button that opens a dialog', 'opengive' ),
			value: 'button',
		},
	];
}

/**
 * The grid's form list with one form ticked or unticked, order kept.
 *
 * @param ids    Chosen form ids.
 * @param formId The form toggled.
 */
export function toggleFormId( ids: number[], formId: number ): number[] {
	return ids.includes( formId )
		? ids.filter( ( id ) => id !== formId )
		: [ ...ids, formId ];
}
