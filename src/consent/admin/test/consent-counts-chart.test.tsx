import { render, screen } from '@testing-library/react';
import ConsentCountsChart, { shareOf } from '../ConsentCountsChart';

describe( 'the consent counts chart', () => {
	it( 'draws each category’s bar as its share of every record, with the number and percentage as text', () => {
		const { container } = render(
			<ConsentCountsChart
				counts={ {
					total: 8,
					functional: 8,
					preferences: 2,
					statistics: 6,
					marketing: 0,
				} }
			/>
		);
		expect(
			screen.getByText( 'Records allowing each category (8 in all)' )
		).toBeVisible();
		const widths = Array.from(
			container.querySelectorAll< HTMLElement >(
				'.opengive-consent-counts__bar'
			)
		).map( ( bar ) => bar.style.width );
		expect( widths ).toEqual( [ '100%', '25%', '75%', '0%' ] );
		const rows = screen
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent );
		expect( rows ).toEqual( [
			'functional8 (100%)',
			'preferences2 (25%)',
			'statistics6 (75%)',
			'marketing0 (0%)',
		] );
	} );

	it( 'shows an empty log as zero bars, not a division by zero', () => {
		expect( shareOf( 0, 0 ) ).toBe( 0 );
		render( <ConsentCountsChart counts={ {} } /> );
		expect(
			screen.getByText( 'Records allowing each category (0 in all)' )
		).toBeVisible();
		expect( screen.getAllByText( '0 (0%)' ) ).toHaveLength( 4 );
	} );
} );
