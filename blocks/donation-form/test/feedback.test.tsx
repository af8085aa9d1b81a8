import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { speak } from '@wordpress/a11y';
import DonationFormApp from '../components/DonationFormApp';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { specTiming } from '../../../tests/unit/spec-timings';

jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );

function setup() {
	const config = renderedFormConfig( 'home' );
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	render(
		<DonationFormApp config={ config } returnUrl="https://x.example/" />
	);
	return { rest, user };
}

async function fill( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
	await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
}

describe( 'feedback while donating', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		( speak as jest.Mock ).mockClear();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'summarises amount and total, with data-total in minor units', async () => {
		const { user } = setup();
		const summary = screen.getByRole( 'region', {
			name: 'Donation summary',
		} );
		expect( summary ).toHaveTextContent(
			'Donation amount$25.00FrequencyOne timeTotal$25.00'
		);
		await user.click( screen.getByRole( 'button', { name: /\$10\.00/ } ) );
		expect( summary.querySelector( '[data-total]' ) ).toHaveAttribute(
			'data-total',
			'1000'
		);
	} );

	it( 'shows the processing overlay and announces progress and success', async () => {
		const { rest, user } = setup();
		const release = rest.holdNext();
		await fill( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Processing your donation…'
		);
		expect( speak ).toHaveBeenCalledWith( 'Processing your donation…' );
		await act( async () => release() );
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( speak ).toHaveBeenLastCalledWith(
			'Thank you, your donation was received.'
		);
	} );

	it( 'announces an error assertively and slides the block up after 5 s, keeping the field message', async () => {
		const { rest, user } = setup();
		rest.failNextWith( {
			code: 'opengive_invalid_email',
			message: 'Please enter a valid email address.',
			data: { status: 400, field: 'email' },
		} );
		await fill( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect( speak ).toHaveBeenLastCalledWith(
			'Please enter a valid email address.',
			'assertive'
		);
		// Spec section 8 (5000 ms; the exact edge is in error-notice.test.tsx).
		await act( async () => {
			jest.advanceTimersByTime(
				specTiming( 'errorNoticeLifetimeMs' ) + 1
			);
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'Email' ) ).toHaveAccessibleDescription(
			'Please enter a valid email address.'
		);
	} );
} );
