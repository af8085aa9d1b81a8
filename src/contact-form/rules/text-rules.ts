/**
 * Rules on a field's texts: presence, formats and accepted values. Each passes a field with no
 * values (a blank field), except required.
 */
import type { FieldValues } from '../form-data-tree';
import type { SwvRule } from '../types';
import {
	isDate,
	isEmail,
	isNumber,
	isTel,
	isTime,
	isUrl,
	isoWeekday,
	trimText,
} from './formats';

export type FieldRule = ( rule: SwvRule, values: FieldValues ) => boolean;

const every =
	( test: ( value: string ) => boolean ): FieldRule =>
	( _rule, { texts } ) =>
		texts.every( test );

function acceptList( rule: SwvRule ): string[] {
	return Array.isArray( rule.accept ) ? rule.accept.map( String ) : [];
}

export const textRules: Record< string, FieldRule > = {
	// Spec section 5: blank after trimming counts as missing.
	required: ( _rule, { texts } ) =>
		texts.some( ( text ) => trimText( text ) !== '' ),
	email: every( isEmail ),
	url: every( isUrl ),
	tel: every( isTel ),
	number: every( isNumber ),
	date: every( isDate ),
	time: every( isTime ),
	enum: ( rule, { texts } ) => {
		const accept = acceptList( rule );
		return texts.every( ( text ) => accept.indexOf( text ) !== -1 );
	},
	dayofweek: ( rule, { texts } ) => {
		const accept = acceptList( rule ).map( ( day ) => parseInt( day, 10 ) );
		return texts
			.filter( isDate )
			.every( ( text ) => accept.indexOf( isoWeekday( text ) ) !== -1 );
	},
};
