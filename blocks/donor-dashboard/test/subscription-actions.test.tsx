import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionActions from '../components/SubscriptionActions';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { parseSubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';

const RETURN_URL = 'https://charity.example/my-gifts/';

const config = parseSubscriptionConfig(
	JSON.stringify( {
		id: 7,
		formId: 12,
		gatewayId: 'test',
		status: 'active',
		amount: 2500,
		coversFee: false,
		minimum: 500,
		maximum: 100000,
		currency: { code: 'USD' },
		cardUpdates: false,
	} )
)!;

function renderActions( answer: boolean ) {
	const rest = installMockRest( [], [ config ] );
	const asked: string[] = [];
	const visited: string[] = [];
	const onCancelled = jest.fn();
	render(
		<SubscriptionActions
			config={ config }
			returnUrl={ RETURN_URL }
			onCancelled={ onCancelled }
			confirm={ ( message ) => {
				asked.push( message );
				return answer;
			} }
			go={ ( url ) => visited.push( url ) }
		/>
	);
	return { rest, asked, visited, onCancelled, user: userEvent.setup() };
}

describe( 'a recurring gift on the donor dashboard', () => {
	it( 'cancels only after the donor confirms', async () => {
		const { rest, asked, onCancelled, user } = renderActions( false );
		await user.click(
			screen.getByRole( 'button', { name: 'Cancel recurring gift' } )
		);
		expect( asked ).toEqual( [
			'Cancel this recurring gift? No further payments will be taken.',
		] );
		expect( rest.requests ).toHaveLength( 0 );
		expect( rest.subscriptions.get( 7 )?.status ).toBe( 'active' );
		expect( onCancelled ).not.toHaveBeenCalled();
	} );

	it( 'cancels, tells the row (which shows the toast) and leaves nothing to press', async () => {
		const { rest, onCancelled, user } = renderActions( true );
		await user.click(
			screen.getByRole( 'button', { name: 'Cancel recurring gift' } )
		);
		await waitFor( () => expect( onCancelled ).toHaveBeenCalledTimes( 1 ) );
		expect( rest.subscriptions.get( 7 )?.status ).toBe( 'cancelled' );
		expect( screen.queryAllByRole( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'shows the server error when the gift had already ended', async () => {
		const { rest, user } = renderActions( true );
		rest.subscriptions.get( 7 )!.status = 'completed';
		await user.click(
			screen.getByRole( 'button', { name: 'Cancel recurring gift' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This recurring gift has already ended.'
		);
	} );

	it( 'puts the minimum in for an empty amount, and blocks a too-small one with its notice', async () => {
		const { user } = renderActions( true );
		await user.click(
			screen.getByRole( 'button', { name: 'Change amount or card' } )
		);
		const amount = screen.getByLabelText( 'Amount each time' );
		expect( amount ).toHaveValue( '25.00' );

		await user.clear( amount );
		await user.tab();
		expect( amount ).toHaveValue( '5.00' );

		await user.clear( amount );
		await user.type( amount, '2' );
		await user.tab();
		expect( amount.closest( 'p' ) ).toHaveClass( 'is-invalid' );
		expect(
			screen.getByText( 'The minimum donation is $5.00.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Save changes' } )
		).toBeDisabled();

		await user.clear( amount );
		await user.type( amount, '2000' );
		await user.tab();
		expect(
			screen.getByText( 'The maximum donation is $1,000.00.' )
		).toBeInTheDocument();
	} );

	it( 'sends a new amount and goes where the server says', async () => {
		const { rest, visited, user } = renderActions( true );
		await user.click(
			screen.getByRole( 'button', { name: 'Change amount or card' } )
		);
		const amount = screen.getByLabelText( 'Amount each time' );
		await user.clear( amount );
		await user.type( amount, '30' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		expect( rest.requests.at( -1 ) ).toMatchObject( {
			method: 'POST',
			data: { renewalAmount: 3000, returnUrl: RETURN_URL },
		} );
		expect( rest.subscriptions.get( 7 )?.amount ).toBe( 3000 );
		expect( visited ).toEqual( [
			'https://charity.example/my-gifts/?opengive-subscription-updated=7',
		] );
	} );

	it( 'says nothing changed instead of sending an empty update', async () => {
		const { rest, user } = renderActions( true );
		await user.click(
			screen.getByRole( 'button', { name: 'Change amount or card' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Nothing changed: enter a new amount or a new card.'
		);
		expect( rest.requests ).toHaveLength( 0 );
	} );
} );
