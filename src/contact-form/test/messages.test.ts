/**
 * The browser's default tips are CF7's wording, the same sentences PHP's Swv::default_message()
 * prints (tests/php/ContactSubmissionTest asserts those on the server side).
 */
import { defaultMessage } from '../messages';

describe( 'defaultMessage', () => {
	it.each( [
		[ 'required', 'Please fill out this field.' ],
		[ 'requiredfile', 'Please fill out this field.' ],
		[ 'email', 'Please enter an email address.' ],
		[ 'date', 'Please enter a date in YYYY-MM-DD format.' ],
		[ 'minitems', 'This field has a too short input.' ],
		[ 'maxlength', 'This field has a too long input.' ],
		[ 'stepnumber', 'This field has a number that is not a valid step.' ],
	] )( '%s has CF7 wording', ( rule, sentence ) => {
		expect( defaultMessage( rule ) ).toBe( sentence );
	} );

	it( 'answers a rule without its own default (enum, dayofweek, all, any) with the general tip', () => {
		for ( const rule of [
			'enum',
			'dayofweek',
			'all',
			'any',
			'nosuchrule',
		] ) {
			expect( defaultMessage( rule ) ).toBe( 'Please check this field.' );
		}
	} );
} );
