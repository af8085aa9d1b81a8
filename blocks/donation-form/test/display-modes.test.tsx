import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormBlock from '../components/DonationFormBlock';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { FormConfig } from '@opengive/types/form-config';

async function setup( overrides: Partial< FormConfig > ) {
	const config = renderedFormConfig( 'home', {
		buttonLabel: 'Give today',
		...overrides,
	} );
	installMockRest( [ config ] );
	const user = userEvent.setup();
	await loadFirstRenderParts( config ); // As view.tsx does.
	render(
		<DonationFormBlock config={ config } returnUrl="https://x.example/" />
	);
	return { user };
}

describe( 'display modes', () => {
	it( 'inline shows the whole form at once', async () => {
		await setup( { displayMode: 'inline' } );
		expect( screen.getByLabelText( 'First name' ) ).toBeInTheDocument();
	} );

	it( 'reveal shows the amounts, then the rest after the button, focusing its first field', async () => {
		const { user } = await setup( { displayMode: 'reveal' } );
		expect(
			screen.queryByLabelText( 'First name' )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Give today' } )
		);
		expect(
			screen.queryByRole( 'button', { name: 'Give today' } )
		).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'First name' ) ).toHaveFocus();
	} );

	it( 'button opens the form in a dialog; Escape closes it and focus returns', async () => {
		const { user } = await setup( { displayMode: 'button' } );
		const opener = screen.getByRole( 'button', { name: 'Give today' } );
		await user.click( opener );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Keep the Light On',
		} );
		expect( dialog ).toContainElement(
			screen.getByLabelText( 'First name' )
		);
		expect( document.body.style.overflow ).toBe( 'hidden' );
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( opener ).toHaveFocus();
		expect( document.body.style.overflow ).toBe( '' );
	} );

	it( 'keeps Tab inside the dialog', async () => {
		const { user } = await setup( { displayMode: 'button' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Give today' } )
		);
		const close = screen.getByRole( 'button', { name: 'Close' } );
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);
		expect( dialog.ownerDocument.activeElement ).not.toBe( close );
	} );

	it( 'a click on the backdrop closes the dialog', async () => {
		const { user } = await setup( { displayMode: 'button' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Give today' } )
		);
		const backdrop = screen.getByRole( 'dialog' )
			.parentElement as HTMLElement;
		await user.click( backdrop );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'modal: the opener with no amount focuses the amount field instead of opening', async () => {
		const { user } = await setup( {
			displayMode: 'modal',
			defaultLevel: '',
			levels: [],
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Give today' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByLabelText( /Custom amount/ ) ).toHaveFocus();
	} );

	it( 'modal: the dialog opens with the amount chosen inline', async () => {
		const { user } = await setup( { displayMode: 'modal' } );
		await user.click( screen.getByRole( 'button', { name: /\$50\.00/ } ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Give today' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog.querySelector( '[data-total]' ) ).toHaveAttribute(
			'data-total',
			'5000'
		);
	} );

	it( 'a form sent back with an error opens its dialog at once', async () => {
		await setup( {
			displayMode: 'button',
			error: {
				code: 'opengive_invalid_email',
				message: 'Please enter a valid email address.',
				field: 'email',
				values: {},
			},
		} );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'where the page shows the same form twice, only the first dialog opens with the error', async () => {
		// A form of its own: the page-wide "already opened" record is per form.
		const config = renderedFormConfig( 'home', {
			formId: 9101,
			error: {
				code: 'opengive_payment_failed',
				message: 'The payment was not accepted.',
				field: 'gatewayId',
				values: {},
			},
		} );
		installMockRest( [ config ] );
		await loadFirstRenderParts( { ...config, displayMode: 'modal' } );
		render(
			<>
				<DonationFormBlock
					config={ { ...config, displayMode: 'modal' } }
					returnUrl="https://x.example/"
				/>
				<DonationFormBlock
					config={ { ...config, displayMode: 'button' } }
					returnUrl="https://x.example/"
				/>
			</>
		);
		expect( await screen.findAllByRole( 'dialog' ) ).toHaveLength( 1 );
	} );
} );
