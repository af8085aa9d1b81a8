/**
 * The optional parts of a form: company, custom fields (with conditions), comment, anonymity; the
 * terms checkbox comes in the same chunk.
 */
import { __ } from '@wordpress/i18n';
import type { CustomField, FormConfig } from '@opengive/types/form-config';
import { asksCompany } from '@opengive/validation/company';
import TextField from '@opengive/ui/TextField';
import { fieldLimit } from '@opengive/data/field-limits';
import type { ExtraValues } from '@opengive/donation-form/store/form-state';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	config: FormConfig;
	values: ExtraValues;
	/** Names of the custom fields whose conditions hold. */
	visibleFields: string[];
	onChange: ( values: ExtraValues ) => void;
	fieldError: ( field: string ) => string | null;
}

function CustomFieldInput( {
	field,
	value,
	onChange,
	error,
}: {
	field: CustomField;
	value: string;
	onChange: ( value: string ) => void;
	error: string | null;
} ) {
	const id = useStableId( 'opengive-custom' );
	if ( field.type === 'checkbox' ) {
		return (
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `${ id }` }>
					<input
						id={ `${ id }` }
						type="checkbox"
						checked={ value === '1' }
						required={ field.required }
						onChange={ ( event ) =>
							onChange( event.target.checked ? '1' : '' )
						}
					/>{ ' ' }
					{ field.label }
				</label>
			</p>
		);
	}
	if ( field.type === 'select' ) {
		return (
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `${ id }` }>{ field.label }</label>
				<select
					id={ `${ id }` }
					value={ value }
					required={ field.required }
					aria-invalid={ error !== null }
					onChange={ ( event ) => onChange( event.target.value ) }
				>
					<option value="">{ __( 'Choose…', 'opengive' ) }</option>
					{ field.options.map( ( option ) => (
						<option key={ option } value={ option }>
							{ option }
						</option>
					) ) }
				</select>
				{ error && (
					<span className="wp-block-opengive-donation-form__field-error">
						{ error }
					</span>
				) }
			</p>
		);
	}
	return (
		<TextField
			label={ field.label }
			type={ field.type === 'number' ? 'number' : 'text' }
			value={ value }
			onChange={ onChange }
			required={ field.required }
			maxLength={ fieldLimit( 'form', 'custom_field' ) }
			error={ error }
		/>
	);
}

export default function ExtraFields( {
	config,
	values,
	visibleFields,
	onChange,
	fieldError,
}: Props ) {
	const id = useStableId( 'opengive-extra' );
	const set = ( patch: Partial< ExtraValues > ) =>
		onChange( { ...values, ...patch } );
	const showCompany = asksCompany(
		config.company,
		values.companyOption,
		values.bankAccountType
	);

	return (
		<fieldset className="wp-block-opengive-donation-form__more">
			<legend>{ __( 'About your gift', 'opengive' ) }</legend>
			{ config.company === 'optional' && (
				<div
					className="wp-block-opengive-donation-form__choice"
					role="radiogroup"
					aria-labelledby={ `${ id }-company-question` }
				>
					<span id={ `${ id }-company-question` }>
						{ __(
							'Are you donating on behalf of a company?',
							'opengive'
						) }
					</span>
					{ ( [ 'yes', 'no' ] as const ).map( ( option ) => (
						<label
							key={ option }
							htmlFor={ `${ id }-company-${ option }` }
						>
							<input
								id={ `${ id }-company-${ option }` }
								type="radio"
								name={ `${ id }-company` }
								checked={ values.companyOption === option }
								onChange={ () =>
									// "No" hides the company name and clears it.
									set(
										option === 'no'
											? {
													companyOption: 'no',
													company: '',
												}
											: { companyOption: 'yes' }
									)
								}
							/>{ ' ' }
							{ option === 'yes'
								? __( 'Yes', 'opengive' )
								: __( 'No', 'opengive' ) }
						</label>
					) ) }
				</div>
			) }
			{ config.company === 'accountType' && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-account-type` }>
						{ __( 'Bank account type', 'opengive' ) }
					</label>
					<select
						id={ `${ id }-account-type` }
						value={ values.bankAccountType }
						onChange={ ( event ) =>
							// Personal hides the company name and clears it.
							set(
								event.target.value === '1'
									? { bankAccountType: '1' }
									: { bankAccountType: '0', company: '' }
							)
						}
					>
						<option value="0">
							{ __( 'Personal', 'opengive' ) }
						</option>
						<option value="1">
							{ __(
								'Business (asks for the company name)',
								'opengive'
							) }
						</option>
					</select>
				</p>
			) }
			{ showCompany && (
				<TextField
					label={ __( 'Company name', 'opengive' ) }
					value={ values.company }
					onChange={ ( company ) => set( { company } ) }
					required
					autoComplete="organization"
					maxLength={ fieldLimit( 'donations', 'company' ) }
					error={ fieldError( 'company' ) }
				/>
			) }
			{ config.customFields
				.filter( ( field ) => visibleFields.includes( field.name ) )
				.map( ( field ) => (
					<CustomFieldInput
						key={ field.name }
						field={ field }
						value={ values.answers[ field.name ] ?? '' }
						onChange={ ( value ) =>
							set( {
								answers: {
									...values.answers,
									[ field.name ]: value,
								},
							} )
						}
						error={ fieldError( field.name ) }
					/>
				) ) }
			{ config.comment && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-comment` }>
						{ __( 'Leave a comment (optional)', 'opengive' ) }
					</label>
					<textarea
						id={ `${ id }-comment` }
						rows={ 3 }
						maxLength={ fieldLimit( 'form', 'comment' ) }
						value={ values.comment }
						onChange={ ( event ) =>
							set( { comment: event.target.value } )
						}
					/>
				</p>
			) }
			{ config.anonymous && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-anonymous` }>
						<input
							id={ `${ id }-anonymous` }
							type="checkbox"
							checked={ values.anonymous }
							onChange={ ( event ) =>
								set( { anonymous: event.target.checked } )
							}
						/>{ ' ' }
						{ __( 'Do not show my name publicly', 'opengive' ) }
					</label>
				</p>
			) }
		</fieldset>
	);
}

export { default as TermsField } from './TermsField';
