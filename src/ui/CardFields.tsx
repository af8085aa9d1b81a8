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
} from '../payment/card';
import type { CardDetails, CardField } from '../payment/card-details';
import TextField from './TextField';
import { brandColour, brandName } from './card-brand';

interface Props {
	card: CardDetails;
	/** Messages for the fields the donor left wrong (shown after a blur or a submit). */
	errors: Partial< Record< CardField, string > >;
	onChange: ( card: CardDetails ) => void;
	onBlur: ( field: CardField ) => void;
	/** The gateway's line for the donor. */
	description: string;
	/** The fieldset's legend. */
	legend?: string;
	/** Whether the fields must be filled (false: an optional new card). */
	required?: boolean;
}

export default function CardFields( {
	card,
	errors,
	onChange,
	onBlur,
	description,
	legend = __( 'Card details', 'opengive' ),
	required = true,
}: Props ) {
	const brand = cardType( card.number );
	return (
		<fieldset className="opengive-card">
			<legend>{ legend }</legend>
			{ description && (
				<p className="opengive-card__description">{ description }</p>
			) }
			{ /* The brand sits on the number's label line, inside the field's box, and is announced. */ }
			<div className="opengive-card__number">
				<TextField
					label={ __( 'Card number', 'opengive' ) }
					value={ card.number }
					inputMode="numeric"
					autoComplete="cc-number"
					required={ required }
					onChange={ ( value ) =>
						onChange( {
							...card,
							number: formatCardNumber( value ),
						} )
					}
					onBlur={ () => onBlur( 'number' ) }
					error={ errors.number ?? null }
				/>
				<p className="opengive-card__brand" aria-live="polite">
					{ brand && (
						<span
							className="opengive-card__brand-name"
							data-brand={ brand }
						>
							<svg
								className="opengive-card__brand-icon"
								width="24"
								height="16"
								viewBox="0 0 24 16"
								aria-hidden="true"
								focusable="false"
							>
								<rect
									width="24"
									height="16"
									rx="3"
									fill={ brandColour( brand ) }
								/>
								<rect
									x="3"
									y="4"
									width="6"
									height="4"
									rx="1"
									fill="#f4d35e"
								/>
							</svg>
							{ brandName( brand ) }
						</span>
					) }
				</p>
			</div>
			<div className="opengive-card__row">
				<TextField
					label={ __( 'Expiry (MM / YY)', 'opengive' ) }
					value={ card.expiry }
					inputMode="numeric"
					autoComplete="cc-exp"
					placeholder="MM / YY"
					required={ required }
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
					required={ required }
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
