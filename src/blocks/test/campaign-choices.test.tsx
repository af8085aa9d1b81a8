import { render, screen } from '@testing-library/react';
import { useCampaignChoices } from '../campaign-choices';
import { installGiveWpMock } from '../../../tests/unit/mock-rest';

function Choices( { query }: { query?: Record< string, string > } ) {
	const campaigns = useCampaignChoices( query );
	return (
		<ul>
			{ campaigns.map( ( campaign ) => (
				<li key={ campaign.id }>{ campaign.title }</li>
			) ) }
		</ul>
	);
}

describe( 'the campaigns an editor may pick', () => {
	it( 'are read through the givewp/campaign entity, registered outside the admin screens too', async () => {
		const rest = installGiveWpMock( {
			campaigns: [
				{ id: 1, title: 'Winter Lights 2026', status: 'active' },
				{ id: 2, title: 'Spring Lens Appeal', status: 'active' },
				{ id: 3, title: 'Autumn 2025', status: 'archived' },
			],
		} );
		render( <Choices query={ { status: 'active' } } /> );
		expect( await screen.findByText( 'Winter Lights 2026' ) ).toBeTruthy();
		expect( screen.getByText( 'Spring Lens Appeal' ) ).toBeTruthy();
		expect( screen.queryByText( 'Autumn 2025' ) ).toBeNull();
		const query = rest.lastQuery( 'campaigns' );
		expect( query?.get( 'status' ) ).toBe( 'active' );
		expect( query?.get( 'per_page' ) ).toBe( '100' );
	} );
} );
