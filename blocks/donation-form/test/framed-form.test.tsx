/**
 * The form inside a page's frame (the grid's modal): a refused donation asks the page to scroll the
 * frame into view (spec section 7, frame messaging), so the donor sees the error.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { startFrameChild } from '@opengive/embed/frame-child';
import { parseChildMessage } from '@opengive/embed/frame-messages';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

describe( 'a framed donation form', () => {
	it( 'asks the page to scroll the frame into view when the donation is refused', async () => {
		const sent: string[] = [];
		Object.defineProperty( window, 'parent', {
			value: { postMessage: ( data: string ) => sent.push( data ) },
			configurable: true,
		} );
		const frame = startFrameChild( window );
		const config = renderedFormConfig( 'appeals-form-view' );
		const rest = installMockRest( [ config ] );
		rest.failNextWith( {
			code: 'opengive_invalid_email',
			message: 'Please enter a valid email address.',
			data: { status: 400, field: 'email' },
		} );
		const user = userEvent.setup();
		render(
			<DonationFormApp
				config={ config }
				returnUrl="https://charity.example/appeals/"
			/>
		);
		await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
		await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
		const scrolls = () =>
			sent
				.map( parseChildMessage )
				.filter(
					( message ) =>
						message?.type === 'message' &&
						( message.payload as { action?: string } ).action ===
							'giveScrollIframeInToView'
				);
		expect( scrolls() ).toHaveLength( 0 );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByText( /Please enter a valid email address/, {
			selector: '[role="alert"] p',
		} );
		expect( scrolls() ).toHaveLength( 1 );
		frame.stop();
		Object.defineProperty( window, 'parent', {
			value: window,
			configurable: true,
		} );
	} );
} );
