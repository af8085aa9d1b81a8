import { autoOpenRequest, frameSource } from '../auto-open';

const KEY = 'a'.repeat( 32 );

describe( 'autoOpenRequest', () => {
	it( 'opens the named card when the donation completed and the receipt listener is set', () => {
		expect(
			autoOpenRequest(
				`?givewp-embed-id=opengive-form-7&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt&givewp-receipt-id=${ KEY }`
			)
		).toEqual( { embedId: 'opengive-form-7', receiptId: KEY } );
	} );

	it.each( [
		[
			'no embed id',
			'?givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt',
		],
		[
			'another event',
			'?givewp-embed-id=x&givewp-event=donation-failed&givewp-listener=show-donation-confirmation-receipt',
		],
		[
			'another listener',
			'?givewp-embed-id=x&givewp-event=donation-completed&givewp-listener=other',
		],
		[ 'nothing', '' ],
	] )( 'does nothing with %s', ( _case, search ) => {
		expect( autoOpenRequest( search ) ).toBeNull();
	} );
} );

describe( 'frameSource', () => {
	it( 'adds a well-formed receipt key to the form view address', () => {
		expect(
			frameSource( 'https://charity.example/?opengive-form-view=7', KEY )
		).toBe(
			`https://charity.example/?opengive-form-view=7&opengive-receipt=${ KEY }`
		);
	} );

	it( 'ignores a malformed one', () => {
		expect(
			frameSource(
				'https://charity.example/?opengive-form-view=7',
				'<script>'
			)
		).toBe( 'https://charity.example/?opengive-form-view=7' );
	} );
} );
