import { badRecipients, splitRecipients } from '../recipients';

describe( 'the recipient list check', () => {
	it( 'accepts a comma list of addresses with spaces and an empty list', () => {
		expect(
			badRecipients( ' office@example.org,director@charity.co.uk , ' )
		).toEqual( [] );
		expect( badRecipients( '' ) ).toEqual( [] );
	} );

	it( 'names each item that is not an address', () => {
		expect(
			badRecipients(
				'office@example.org, not-an-address, a@b, x@example, two@@example.org'
			)
		).toEqual( [
			'not-an-address',
			'a@b',
			'x@example',
			'two@@example.org',
		] );
	} );

	it( 'splits on commas and drops empty items', () => {
		expect( splitRecipients( 'a@example.org,,b@example.org' ) ).toEqual( [
			'a@example.org',
			'b@example.org',
		] );
	} );
} );
