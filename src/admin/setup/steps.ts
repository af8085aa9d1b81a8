/**
 * The setup's pure parts: the steps in order, the amounts typed for the first form, and which ways
 * to pay a site already has. Pure, so jest checks them without a screen.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SetupStep } from './types';

export const STEPS: SetupStep[] = [
	'organisation',
	'payments',
	'form',
	'done',
];

/** The ways to pay the setup offers, by gateway id. */
export type SetupGateway = 'stripe' | 'test' | 'offline';

/**
 * The step after this one.
 *
 * @param step A step.
 * @return The next step ('done' stays 'done').
 */
export function nextStep( step: SetupStep ): SetupStep {
	return STEPS[ Math.min( STEPS.indexOf( step ) + 1, STEPS.length - 1 ) ];
}

/**
 * Amounts typed in the currency's main unit ("25", "7.50") in minor units, empty boxes left out.
 *
 * @param texts    What was typed, one box each.
 * @param decimals The currency's minor-unit decimals (2 for USD, 0 for JPY).
 * @return The amounts, or the message for the first box that is not an amount.
 */
export function amountsInMinorUnits(
	texts: string[],
	decimals: number
): { amounts: number[]; error: string } {
	const amounts: number[] = [];
	const pattern =
		decimals > 0
			? new RegExp( `^\\d{1,9}([.,]\\d{1,${ decimals }})?$` )
			: /^\d{1,12}$/;
	for ( const raw of texts ) {
		const text = raw.trim();
		if ( text === '' ) {
			continue;
		}
		if (
			! pattern.test( text ) ||
			Number( text.replace( ',', '.' ) ) <= 0
		) {
			return {
				amounts: [],
				error: sprintf(
					/* translators: %s: what was typed. */
					__(
						'“%s” is not an amount: type a number such as 25 or 7.50.',
						'opengive'
					),
					text
				),
			};
		}
		amounts.push(
			Math.round( Number( text.replace( ',', '.' ) ) * 10 ** decimals )
		);
	}
	if ( amounts.length === 0 ) {
		return {
			amounts,
			error: __( 'Suggest at least one amount.', 'opengive' ),
		};
	}
	return { amounts, error: '' };
}

/**
 * The ways to pay a site has set up already (a resumed setup starts with them ticked).
 *
 * @param values The settings' values (secrets as { set }).
 * @return Gateway ids.
 */
export function gatewaysSetUp(
	values: Record< string, unknown >
): SetupGateway[] {
	const found: SetupGateway[] = [];
	const secret = values.stripe_test_secret_key as { set?: boolean } | null;
	if ( values.stripe_test_publishable_key && secret?.set ) {
		found.push( 'stripe' );
	}
	if ( values.test_gateway_enabled ) {
		found.push( 'test' );
	}
	return found;
}
