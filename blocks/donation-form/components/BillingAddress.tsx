/**
 * Country, street, city, state and postcode. The country decides which parts are asked and required:
 * the shared rules answer at once, the server's state list follows (spec: give_get_states).
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BillingAddress as Address } from '@opengive/api/donations';
import { fetchCountryStates, type CountryStates } from '@opengive/api/states';
import { addressRequirements } from '@opengive/address/address-rules';
import TextField from '@opengive/ui/TextField';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	countries: Record< string, string >;
	value: Address;
	onChange: ( value: Address ) => void;
	fieldError: ( field: string ) => string | null;
}

export default function BillingAddress( {
	countries,
	value,
	onChange,
	fieldError,
}: Props ) {
	const id = useStableId( 'opengive-address' );
	const [ list, setList ] = useState< CountryStates | null >( null );
	const [ loading, setLoading ] = useState( false );
	const set = ( patch: Partial< Address > ) =>
		onChange( { ...value, ...patch } );
	const rules = addressRequirements( value.country );
	const { country } = value;

	useEffect( () => {
		setList( null );
		if ( ! country || ! addressRequirements( country ).hasStateList ) {
			return;
		}
		let current = true;
		setLoading( true );
		fetchCountryStates( country )
			.then( ( found ) => current && setList( found ) )
			.catch( ( error ) => {
				// The spec's behaviour: a failed states fetch only reaches the console; the donor
				// can still type the state.
				// eslint-disable-next-line no-console
				console.error( 'OpenGive: could not load states', error );
			} )
			.finally( () => current && setLoading( false ) );
		return () => {
			current = false;
		};
	}, [ country ] );

	const stateLabel =
		list?.statesLabel ?? __( 'State / Province / County', 'opengive' );

	return (
		<fieldset className="wp-block-opengive-donation-form__address">
			<legend>{ __( 'Billing address', 'opengive' ) }</legend>
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `${ id }-country` }>
					{ __( 'Country', 'opengive' ) }
				</label>
				<select
					id={ `${ id }-country` }
					required
					autoComplete="country"
					value={ value.country }
					aria-invalid={ fieldError( 'country' ) !== null }
					onChange={ ( event ) =>
						set( { country: event.target.value, state: '' } )
					}
				>
					<option value="">
						{ __( 'Choose a country…', 'opengive' ) }
					</option>
					{ Object.entries( countries ).map( ( [ code, name ] ) => (
						<option key={ code } value={ code }>
							{ name }
						</option>
					) ) }
				</select>
			</p>
			<TextField
				label={ __( 'Street address', 'opengive' ) }
				value={ value.address1 }
				onChange={ ( address1 ) => set( { address1 } ) }
				required
				autoComplete="address-line1"
				error={ fieldError( 'address1' ) }
			/>
			<TextField
				label={ __( 'Apartment, suite, etc. (optional)', 'opengive' ) }
				value={ value.address2 }
				onChange={ ( address2 ) => set( { address2 } ) }
				autoComplete="address-line2"
				error={ fieldError( 'address2' ) }
			/>
			<TextField
				label={ __( 'Town / City', 'opengive' ) }
				value={ value.city }
				onChange={ ( city ) => set( { city } ) }
				required={ rules.cityRequire }
				autoComplete="address-level2"
				error={ fieldError( 'city' ) }
			/>
			{ rules.showField && list?.statesFound && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-state` }>{ stateLabel }</label>
					<select
						id={ `${ id }-state` }
						required={ rules.statesRequire }
						autoComplete="address-level1"
						value={ value.state }
						aria-invalid={ fieldError( 'state' ) !== null }
						onChange={ ( event ) =>
							set( { state: event.target.value } )
						}
					>
						<option value="">
							{ __( 'Select…', 'opengive' ) }
						</option>
						{ list.states.map( ( state ) => (
							<option key={ state.code } value={ state.code }>
								{ state.name }
							</option>
						) ) }
					</select>
				</p>
			) }
			{ rules.showField && ! list?.statesFound && (
				<TextField
					label={
						loading
							? __( 'Loading states…', 'opengive' )
							: stateLabel
					}
					value={ value.state }
					onChange={ ( state ) => set( { state } ) }
					required={ rules.statesRequire }
					autoComplete="address-level1"
					error={ fieldError( 'state' ) }
				/>
			) }
			<TextField
				label={ __( 'Postcode / ZIP', 'opengive' ) }
				value={ value.zip }
				onChange={ ( zip ) => set( { zip } ) }
				required={ rules.zipRequire }
				autoComplete="postal-code"
				error={ fieldError( 'zip' ) }
			/>
		</fieldset>
	);
}
