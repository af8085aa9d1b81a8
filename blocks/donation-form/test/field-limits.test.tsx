/**
 * The form's maxlength on each text field is the limit PHP checks (plugin/data/field-limits.json,
 * read by FieldLimits): one number, so the browser never lets a donor type what the server refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

// Read from disk, not through the module under test.
const limits = JSON.parse(
	fs.readFileSync(
		path.resolve( __dirname, '../../../plugin/data/field-limits.json' ),
		'utf8'
	)
);

describe( 'field lengths from plugin/data/field-limits.json', () => {
	// As view.tsx does before React takes over: this form's address and extras are chunks of their own.
	beforeAll( () =>
		loadFirstRenderParts( renderedFormConfig( 'in-memory' ) )
	);

	it( 'caps the donor, company, custom and comment fields at the file’s limits', async () => {
		const config = renderedFormConfig( 'in-memory', {
			billingAddress: false,
		} );
		installMockRest( [ config ] );
		const user = userEvent.setup();
		render(
			<DonationFormApp config={ config } returnUrl="https://x.example/" />
		);
		const maxLength = ( label: string | RegExp ) =>
			Number(
				screen.getByLabelText( label ).getAttribute( 'maxlength' )
			);

		expect( maxLength( 'First name' ) ).toBe( limits.donors.first_name );
		expect( maxLength( 'Last name' ) ).toBe( limits.donors.last_name );
		expect( maxLength( /^Email/ ) ).toBe( limits.donors.email );
		expect( maxLength( 'Leave a comment (optional)' ) ).toBe(
			limits.form.comment
		);
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'In memory of someone'
		);
		expect( maxLength( 'In memory of' ) ).toBe( limits.form.custom_field );
		await user.click( screen.getByRole( 'radio', { name: 'Yes' } ) );
		expect( maxLength( 'Company name' ) ).toBe( limits.donations.company );
	} );
} );
