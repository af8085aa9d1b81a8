import { fireEvent, render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import { registerGivewpEntities } from '../entities';
import DonationDetail, { failureReason } from '../screens/DonationDetail';
import { refundReasonOptions } from '../components/RefundControls';
import {
	donationRecord,
	installGiveWpMock,
} from '../../../tests/unit/mock-rest';

beforeAll( () => {
	registerGivewpEntities( {
		getEntitiesConfig: ( kind ) =>
			( select( coreStore ) as any ).getEntitiesConfig( kind ),
		addEntities: ( entities ) =>
			( dispatch( coreStore ) as any ).addEntities( entities ),
	} );
} );

const note = ( id: number, content: string ) => ( {
	id,
	type: 'system' as const,
	content,
	author: '',
	createdAt: '2026-11-23T10:00:00+00:00',
} );

describe( 'a failed donation’s detail', () => {
	it( 'takes the newest note that is not a status change as the reason', () => {
		expect(
			failureReason( [
				note( 3, 'Status changed from Pending to Failed.' ),
				note(
					2,
					'Stripe declined the card: Your card has insufficient funds.'
				),
				note( 1, 'Older note' ),
			] )
		).toBe( 'Stripe declined the card: Your card has insufficient funds.' );
		expect( failureReason( [] ) ).toBeNull();
	} );

	it( 'shows the decline reason from its notes above the facts', async () => {
		installGiveWpMock( {
			donations: [ donationRecord( 9, { status: 'failed' } ) ],
			campaigns: [],
		} );
		// The notes route answers the provider's reason (written by the gateway step).
		apiFetch.use( ( options, next ) =>
			String( options.path ?? '' ).startsWith(
				'/givewp/v3/donations/9/notes'
			)
				? Promise.resolve( [
						note( 1, 'Your card was declined (card_declined).' ),
					] )
				: next( options )
		);
		render( <DonationDetail id={ 9 } onBack={ () => {} } /> );
		expect(
			await screen.findByText( 'This donation failed.' )
		).toBeVisible();
		expect(
			await screen.findByText(
				'Reason: Your card was declined (card_declined).'
			)
		).toBeVisible();
	} );
} );

describe( 'a complete donation’s actions', () => {
	// The notice, not its copy in WordPress's screen-reader region.
	const NOTICE = { selector: '.components-notice__content' };
	const refundAnswers = (
		answer: () => Promise< unknown >,
		sent: unknown[] = []
	) => {
		installGiveWpMock( {
			donations: [ donationRecord( 11, { status: 'publish' } ) ],
			campaigns: [],
		} );
		const calls: string[] = [];
		apiFetch.use( ( options, next ) => {
			const path = String( options.path ?? '' );
			if ( path.startsWith( '/givewp/v3/donations/11/notes' ) ) {
				return Promise.resolve( [] );
			}
			if ( path === '/givewp/v3/donations/11/refund' ) {
				calls.push( String( options.method ) );
				sent.push( options.data );
				return answer();
			}
			return next( options );
		} );
		return calls;
	};

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
		delete ( window as unknown as { opengiveAdmin?: object } )
			.opengiveAdmin;
		jest.restoreAllMocks();
	} );

	it( 'refunds through the gateway route once and says so', async () => {
		const calls = refundAnswers( () => Promise.resolve( { id: 11 } ) );
		render( <DonationDetail id={ 11 } onBack={ () => {} } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Refund $11.00' } )
		);
		expect( await screen.findByText( 'Refunded.', NOTICE ) ).toBeVisible();
		expect( calls ).toEqual( [ 'POST' ] );
	} );

	it( 'sends the reason and the note the admin chose with the refund', async () => {
		const sent: unknown[] = [];
		refundAnswers( () => Promise.resolve( { id: 11 } ), sent );
		render( <DonationDetail id={ 11 } onBack={ () => {} } /> );
		fireEvent.change( await screen.findByLabelText( 'Refund reason' ), {
			target: { value: 'duplicate' },
		} );
		fireEvent.change( screen.getByLabelText( 'Refund note (optional)' ), {
			target: { value: 'Gave twice by mistake.' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Refund $11.00' } )
		);
		expect( await screen.findByText( 'Refunded.', NOTICE ) ).toBeVisible();
		expect( sent ).toEqual( [
			{
				reason: 'duplicate',
				note: 'Gave twice by mistake.',
				amount: { valueInMinorUnits: 1100, currency: 'USD' },
			},
		] );
	} );

	it( 'offers Stripe’s reasons from the shared table, “no reason given” first', () => {
		expect(
			refundReasonOptions().map( ( option ) => option.value )
		).toEqual( [ '', 'requested_by_customer', 'duplicate', 'fraudulent' ] );
	} );

	it( 'shows the gateway’s refusal as an error and not as a success', async () => {
		const calls = refundAnswers( () =>
			Promise.reject( {
				code: 'opengive_refund_failed',
				message: 'Stripe refused the refund: charge already refunded.',
			} )
		);
		render( <DonationDetail id={ 11 } onBack={ () => {} } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Refund $11.00' } )
		);
		expect(
			await screen.findByText(
				'Stripe refused the refund: charge already refunded.',
				NOTICE
			)
		).toBeVisible();
		expect( screen.queryByText( 'Refunded.', NOTICE ) ).toBeNull();
		expect( calls ).toEqual( [ 'POST' ] );
	} );

	it( 'asks first and sends nothing when the admin says no', async () => {
		const calls = refundAnswers( () => Promise.resolve( { id: 11 } ) );
		jest.spyOn( window, 'confirm' ).mockReturnValue( false );
		render( <DonationDetail id={ 11 } onBack={ () => {} } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Refund $11.00' } )
		);
		expect( window.confirm ).toHaveBeenCalledTimes( 1 );
		expect( calls ).toEqual( [] );
	} );
} );
