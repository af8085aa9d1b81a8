import { amountNotice, amountVerdict, chosenAmount } from '../amount';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

describe( 'chosen amount', () => {
	const config = renderedFormConfig( 'home' );

	it( 'uses the level price for a level, whatever was typed', () => {
		expect( chosenAmount( config, '2', '999' ) ).toBe( 2500 );
	} );

	it( 'parses the custom text for the custom level', () => {
		expect( chosenAmount( config, 'custom', '$12.50' ) ).toBe( 1250 );
	} );

	it( 'names the formatted limit in the notice', () => {
		const low = amountVerdict( config, 100 );
		expect( low ).toBe( 'bad_minimum' );
		expect( amountNotice( config, low ) ).toBe(
			'The minimum donation is $5.00.'
		);
		const high = amountVerdict( config, 100000001 );
		expect( amountNotice( config, high ) ).toBe(
			'The maximum donation is $10,000.00.'
		);
		expect(
			amountNotice( config, amountVerdict( config, 700 ) )
		).toBeNull();
	} );

	it.each( [
		[ '12,50', 'Please enter the amount as a number, like 1,234.56.' ],
		[ '-5000', 'Please enter a positive amount.' ],
		[ '1e20', 'Please enter the amount as a number, like 1,234.56.' ],
		[ '12.345', 'Please use at most 2 decimal places.' ],
	] )(
		'refuses "%s" with the form\'s message instead of reading digits out of it',
		( typed, message ) => {
			const amount = chosenAmount( config, 'custom', typed );
			const verdict = amountVerdict( config, amount );
			expect( verdict ).toBe( 'bad_format' );
			expect( amountNotice( config, verdict, typed ) ).toBe( message );
		}
	);
} );
