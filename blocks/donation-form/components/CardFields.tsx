/**
 * Card number, expiry and CVC, formatted as the donor types (spec section 5). The inputs have no
 * name: the card goes to the payment provider, never into a form post to this site.
 */
import { __ } from '@wordpress/i18n';
import {
	cardType,
	formatCardCVC,
	formatCardExpiry,
	formatCardNumber,
} from '@opengive/payment/card';
import type { CardDetails, CardField } from '@opengive/payment/card-details';
import TextField from './TextField';

interface Props {
	card: CardDetails;
	/** Messages for the fields the donor left wrong (shown after a blur or a submit). */
	errors: Partial< Record< CardField, string > >;
	onChange: ( card: CardDetails ) => void;
	onBlur: ( field: CardField ) => void;
	/** The gateway's line for the donor. */
	description: string;
}

export default function CardFields( {
	card,
	errors,
	onChange,
	onBlur,
	description,
}: Props ) {
	const brand = cardType( card.number );
	return (
		<fieldset className="wp-block-opengive-donation-form__card">
			<legend>{ __( 'Card details', 'opengive' ) }</legend>
			{ description && (
				<p className="wp-block-opengive-donation-form__gateway-description">
					{ description }
				</p>
			) }
			<TextField
				label={ __( 'Card number', 'opengive' ) }
				value={ card.number }
				inputMode="numeric"
				autoComplete="cc-number"
				required
				onChange={ ( value ) =>
					onChange( { ...card, number: formatCardNumber( value ) } )
				}
				onBlur={ () => onBlur( 'number' ) }
				error={ errors.number ?? null }
			/>
			{ brand && (
				<p
					className="wp-block-opengive-donation-form__card-brand"
					data-brand={ brand }
				>
					{ brand }
				</p>
			) }
			<div className="wp-block-opengive-donation-form__card-row">
				<TextField
					label={ __( 'Expiry (MM / YY)', 'opengive' ) }
					value={ card.expiry }
					inputMode="numeric"
					autoComplete="cc-exp"
					placeholder="MM / YY"
					required
					onChange={ ( value ) =>
						onChange( {
							...card,
							expiry: formatCardExpiry( value, card.expiry ),
						} )
					}
					onBlur={ () => onBlur( 'expiry' ) }
					error={ errors.expiry ?? null }
				/>
				<TextField
					label={ __( 'Security code (CVC)', 'opengive' ) }
					value={ card.cvc }
					inputMode="numeric"
					autoComplete="cc-csc"
					required
					onChange={ ( value ) =>
						onChange( { ...card, cvc: formatCardCVC( value ) } )
					}
					onBlur={ () => onBlur( 'cvc' ) }
					error={ errors.cvc ?? null }
				/>
			</div>
		</fieldset>
	);
}
