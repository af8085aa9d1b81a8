/**
 * What the wallet's sheet is told and what comes back from a wallet, without Stripe.
 */
import { donorFromWallet, sheetDetails } from '../express-checkout';

const EMPTY = { firstName: '', lastName: '', email: '' };

describe( 'the wallet sheet’s lines', () => {
	it( 'shows one donation line when the donor covers no fee, and names a one-off gift plainly', () => {
		expect(
			sheetDetails( {
				amount: 2500,
				fee: 0,
				recurring: false,
				frequencyLabel: 'Monthly',
			} )
		).toEqual( { lineItems: [ { name: 'Donation', amount: 2500 } ] } );
	} );
} );

describe( 'the donor from a wallet', () => {
	it( 'takes a one-word name as the first name and trims the email', () => {
		expect(
			donorFromWallet(
				{ name: ' Cher ', email: ' cher@example.org ' } as never,
				EMPTY
			)
		).toEqual( {
			firstName: 'Cher',
			lastName: '',
			email: 'cher@example.org',
		} );
	} );

	it( 'keeps a typed first name with its last name, even an empty one, over the wallet’s name', () => {
		expect(
			donorFromWallet(
				{ name: 'Wally Wallet', email: 'w@example.org' } as never,
				{
					firstName: 'Ada',
					lastName: '',
					email: '',
				}
			)
		).toEqual( { firstName: 'Ada', lastName: '', email: 'w@example.org' } );
	} );

	it( 'fills nothing from a wallet that gave no details', () => {
		expect( donorFromWallet( undefined, EMPTY ) ).toEqual( EMPTY );
	} );
} );
