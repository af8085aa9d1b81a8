/**
 * A partial refund from the donation detail, against the PHP-free REST mock (tests/unit/mock-rest.ts),
 * which refunds as the plugin does: what is left is the amount less refundedAmount, an amount outside
 * (0, left] is refused with opengive_refund_amount_invalid, and the refund of the rest ends the gift.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import { registerGivewpEntities } from '../entities';
import DonationDetail from '../screens/DonationDetail';
import {
	donationRecord,
	installGiveWpMock,
	type MockRest,
} from '../../../tests/unit/mock-rest';

const usd = ( minor: number ) => ( {
	value: minor / 100,
	valueInMinorUnits: minor,
	currency: 'USD',
} );

beforeAll( () => {
	registerGivewpEntities( {
		getEntitiesConfig: ( kind ) =>
			( select( coreStore ) as any ).getEntitiesConfig( kind ),
		addEntities: ( entities ) =>
			( dispatch( coreStore ) as any ).addEntities( entities ),
	} );
} );

beforeEach( () => {
	( window as unknown as { opengiveAdmin: object } ).opengiveAdmin = {
		exportUrl: '',
		newFormUrl: '',
		canExport: false,
		canEdit: true,
		canSeeEmail: true,
	};
	jest.spyOn( window, 'confirm' ).mockReturnValue( true );
} );

afterEach( () => {
	delete ( window as unknown as { opengiveAdmin?: object } ).opengiveAdmin;
	jest.restoreAllMocks();
} );

/**
 * The detail of a $25.00 gift (each test its own id: core-data keeps records between tests), $10.00
 * of it refunded already, with a $0.91 fee covered; its notes answer nothing.
 *
 * @param id The gift's id.
 */
function giftOf25( id: number ): MockRest {
	const mock = installGiveWpMock( {
		donations: [
			donationRecord( id, {
				amount: usd( 2500 ),
				refundedAmount: usd( 1000 ),
				feeAmountRecovered: usd( 91 ),
			} ),
		],
		campaigns: [],
	} );
	apiFetch.use( ( options, next ) =>
		String( options.path ?? '' ).startsWith(
			`/givewp/v3/donations/${ id }/notes`
		)
			? Promise.resolve( [] )
			: next( options )
	);
	render( <DonationDetail id={ id } onBack={ () => {} } /> );
	return mock;
}

const refundRequests = ( mock: MockRest ) =>
	mock.requests.filter( ( request ) =>
		/\/refund(\?|$)/.test( String( request.path ) )
	);

describe( 'a partial refund from the donation detail', () => {
	it( 'offers what is left, names it on the button and says what was refunded so far', async () => {
		giftOf25( 41 );
		expect(
			await screen.findByRole( 'button', { name: 'Refund $15.00' } )
		).toBeVisible();
		expect( screen.getByLabelText( 'Refund amount' ) ).toHaveValue(
			'15.00'
		);
		expect(
			screen.getByText( 'Refunded so far: $10.00 of $25.00' )
		).toBeVisible();
		expect(
			screen.getByText(
				'Refunding all that is left also gives back the $0.91 fee the donor covered.'
			)
		).toBeVisible();
		const facts = screen.getByText( 'Refunded', { selector: 'dt' } );
		expect( facts.nextElementSibling ).toHaveTextContent( '$10.00' );
	} );

	it( 'refunds the typed part in minor units, asks first with that amount, and starts the next from what is left', async () => {
		const mock = giftOf25( 42 );
		fireEvent.change( await screen.findByLabelText( 'Refund amount' ), {
			target: { value: '5' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Refund $5.00' } )
		);
		expect(
			await screen.findByText( 'Refunded so far: $15.00 of $25.00' )
		).toBeVisible();
		expect( window.confirm ).toHaveBeenCalledWith(
			'Refund $5.00 of this donation through its payment gateway?'
		);
		expect( refundRequests( mock ).map( ( r ) => r.data ) ).toEqual( [
			{
				reason: '',
				note: '',
				amount: { valueInMinorUnits: 500, currency: 'USD' },
			},
		] );
		expect( await screen.findByLabelText( 'Refund amount' ) ).toHaveValue(
			'10.00'
		);
		expect(
			screen.getByRole( 'button', { name: 'Refund $10.00' } )
		).toBeVisible();
	} );

	it( 'says an amount over what is left, or not a number, beside the fields and sends nothing', async () => {
		const mock = giftOf25( 43 );
		const field = await screen.findByLabelText( 'Refund amount' );
		fireEvent.change( field, { target: { value: '15.01' } } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Refund $15.01' } )
		);
		const refund = screen
			.getByLabelText( 'Refund amount' )
			.closest( '.opengive-admin__refund' ) as HTMLElement;
		expect(
			within( refund ).getByText(
				'The refund must be more than zero and at most $15.00, what is left of this gift.'
			)
		).toBeVisible();
		fireEvent.change( field, { target: { value: 'ten' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Refund' } ) );
		expect(
			within( refund ).getByText(
				'Please enter the amount as a number, like 1,234.56.'
			)
		).toBeVisible();
		expect( window.confirm ).not.toHaveBeenCalled();
		expect( refundRequests( mock ) ).toEqual( [] );
	} );

	it( 'shows the server’s refusal beside the fields when less is left than the screen knew', async () => {
		const mock = giftOf25( 44 );
		const button = await screen.findByRole( 'button', {
			name: 'Refund $15.00',
		} );
		// Another refund went through since the screen was loaded: $5.00 is left on the server.
		Object.assign( mock.records.donations[ 0 ], {
			refundedAmount: usd( 2000 ),
		} );
		fireEvent.click( button );
		const refusal = await screen.findByText(
			'The refund must be more than zero and at most $5.00, what is left of this gift.'
		);
		expect( refusal.closest( '.opengive-admin__refund' ) ).not.toBeNull();
		expect( screen.queryByText( 'Refunded.' ) ).toBeNull();
		expect( refundRequests( mock ) ).toHaveLength( 1 );
	} );
} );
