/**
 * The published donation forms the blocks' editors pick from (donation form, embed, donor wall,
 * form grid), read once through core-data's postType entity, and the form picker two of them show.
 */
import { SelectControl } from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import { formPickerOptions } from '@opengive/donation-form/form-options';

export interface FormRecord {
	id: number;
	title: { rendered: string };
}

/**
 * Up to 100 published forms ([] until they load) and whether the request has answered.
 *
 * @example const { forms, hasResolved } = usePublishedForms();
 */
export function usePublishedForms(): {
	forms: FormRecord[];
	hasResolved: boolean;
} {
	const { records, hasResolved } = useEntityRecords< FormRecord >(
		'postType',
		'opengive_form',
		{ per_page: 100, status: 'publish' }
	);
	return { forms: records ?? [], hasResolved };
}

/**
 * The "Donation form" select: "Choose a form…" then every published form.
 *
 * @param props          Props.
 * @param props.forms    The forms (usePublishedForms).
 * @param props.formId   The chosen form, 0 for none.
 * @param props.onChange Called with the new form id.
 */
export function DonationFormSelect( {
	forms,
	formId,
	onChange,
}: {
	forms: FormRecord[];
	formId: number;
	onChange: ( formId: number ) => void;
} ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ __( 'Donation form', 'opengive' ) }
			value={ String( formId ) }
			options={ formPickerOptions( forms ) }
			onChange={ ( value: string ) => onChange( Number( value ) ) }
		/>
	);
}
