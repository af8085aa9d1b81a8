/**
 * Rules that compare a field's texts with a threshold: item counts, summed lengths, numbers, dates
 * and steps. Values of the wrong kind (a word in a number rule) are left to the format rules.
 */
import type { SwvRule } from '../types';
import { isDate, isNumber, isStep, toNumber, utf16Length } from './formats';
import type { FieldRule } from './text-rules';

// A missing threshold is NaN, which no comparison satisfies.
function threshold( rule: SwvRule ): number {
	return toNumber( rule.threshold, NaN );
}

function totalLength( texts: string[] ): number {
	return texts.reduce( ( sum, text ) => sum + utf16Length( text ), 0 );
}

function numbers( texts: string[] ): number[] {
	return texts.filter( isNumber ).map( Number );
}

// A threshold that is not a date disables the date bound (swv-php skips the rule).
function dateBound(
	compare: ( value: string, bound: string ) => boolean
): FieldRule {
	return ( rule, { texts } ) => {
		const bound = String( rule.threshold ?? '' );
		if ( ! isDate( bound ) ) {
			return true;
		}
		return texts
			.filter( isDate )
			.every( ( text ) => compare( text, bound ) );
	};
}

export const rangeRules: Record< string, FieldRule > = {
	// swv v2: a field with no items passes minitems (required is the rule for "at least one").
	minitems: ( rule, { texts } ) =>
		texts.length === 0 || texts.length >= threshold( rule ),
	maxitems: ( rule, { texts } ) => texts.length <= threshold( rule ),
	minlength: ( rule, { texts } ) =>
		texts.length === 0 || totalLength( texts ) >= threshold( rule ),
	maxlength: ( rule, { texts } ) => totalLength( texts ) <= threshold( rule ),
	minnumber: ( rule, { texts } ) =>
		numbers( texts ).every( ( value ) => value >= threshold( rule ) ),
	maxnumber: ( rule, { texts } ) =>
		numbers( texts ).every( ( value ) => value <= threshold( rule ) ),
	// YYYY-MM-DD strings order like the dates they name.
	mindate: dateBound( ( value, bound ) => value >= bound ),
	maxdate: dateBound( ( value, bound ) => value <= bound ),
	stepnumber: ( rule, { texts } ) => {
		const base = toNumber( rule.base, 0 );
		const interval = toNumber( rule.interval, 0 );
		return numbers( texts ).every( ( value ) =>
			isStep( value, base, interval )
		);
	},
};
