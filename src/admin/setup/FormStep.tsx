/**
 * Step 3: a first donation form, placed on a new published page. Its currency and fee recovery are
 * the site's (step 1, Settings), so it has only a title and the amounts to suggest.
 */
import { useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Notice, TextControl } from '@wordpress/components';
import { StepActions } from './StepActions';
import { amountsInMinorUnits } from './steps';
import { minorDecimals } from '../../money/currency';
import type { SettingsError } from '../settings/types';
import type { StepProps } from './step-props';

export function FormStep( { settings, state, onNext }: StepProps ) {
	const currency = String( settings.values.default_currency || 'USD' );
	const decimals = minorDecimals( currency );
	const [ title, setTitle ] = useState< string >(
		__( 'Donate', 'opengive' )
	);
	const [ amounts, setAmounts ] = useState(
		decimals > 0 ? [ '10', '25', '50' ] : [ '1000', '2500', '5000' ]
	);
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const create = async () => {
		const read = amountsInMinorUnits( amounts, decimals );
		if ( read.error || title.trim() === '' ) {
			setError(
				read.error || __( 'Give the form a title.', 'opengive' )
			);
			return;
		}
		setBusy( true );
		setError( '' );
		try {
			await apiFetch( {
				path: '/opengive/v1/setup/first-form',
				method: 'POST',
				data: {
					title: title.trim(),
					amounts: read.amounts,
					gateways: state.gateways,
				},
			} );
			await onNext();
		} catch ( caught ) {
			setError(
				( caught as SettingsError ).message ||
					__( 'The form could not be created.', 'opengive' )
			);
		}
		setBusy( false );
	};
	return (
		<>
			{ state.givewp.forms + state.givewp.donations > 0 && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: 1: number of GiveWP forms, 2: number of GiveWP donations. */
						_n(
							'This site holds GiveWP data: %1$d form and %2$d donations. This version of OpenGive cannot import it yet; it stays untouched. Make a first form here, or skip this step.',
							'This site holds GiveWP data: %1$d forms and %2$d donations. This version of OpenGive cannot import it yet; it stays untouched. Make a first form here, or skip this step.',
							state.givewp.forms,
							'opengive'
						),
						state.givewp.forms,
						state.givewp.donations
					) }
				</Notice>
			) }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Form and page title', 'opengive' ) }
				value={ title }
				onChange={ setTitle }
			/>
			<fieldset className="opengive-setup__amounts">
				<legend>
					{ sprintf(
						/* translators: %s: currency code, e.g. EUR. */
						__( 'Amounts to suggest, in %s', 'opengive' ),
						currency
					) }
				</legend>
				{ amounts.map( ( amount, index ) => (
					<TextControl
						key={ index }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %d: 1, 2 or 3. */
							__( 'Amount %d', 'opengive' ),
							index + 1
						) }
						inputMode="decimal"
						value={ amount }
						onChange={ ( value ) =>
							setAmounts(
								amounts.map( ( item, at ) =>
									at === index ? value : item
								)
							)
						}
					/>
				) ) }
			</fieldset>
			<p>
				{ __(
					'Donors may also type their own amount. Everything else about the form can be changed later in its editor.',
					'opengive'
				) }
			</p>
			<StepActions
				busy={ busy }
				error={ error }
				label={ __( 'Create the form and its page', 'opengive' ) }
				onContinue={ create }
				onSkip={ () => onNext() }
			/>
		</>
	);
}
