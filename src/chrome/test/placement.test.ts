import {
	currentSection,
	offsetFor,
	place,
	scrollspyOptions,
} from '../placement';

describe( 'tooltip and popover placement', () => {
	const anchor = { top: 100, left: 100, width: 40, height: 20 };
	const size = { width: 60, height: 30 };

	it( 'puts a tooltip 6 px and a popover 8 px from the anchor', () => {
		expect( offsetFor( 'tooltip' ) ).toEqual( [ 0, 6 ] );
		expect( offsetFor( 'popover' ) ).toEqual( [ 0, 8 ] );
		expect( place( anchor, size, 'top', offsetFor( 'tooltip' ) ) ).toEqual(
			{
				top: 100 - 30 - 6,
				left: 90,
			}
		);
		expect(
			place( anchor, size, 'bottom', offsetFor( 'popover' ) )
		).toEqual( {
			top: 120 + 8,
			left: 90,
		} );
		expect( place( anchor, size, 'right', [ 0, 6 ] ).left ).toBe( 146 );
		expect( place( anchor, size, 'left', [ 0, 8 ] ).left ).toBe( 32 );
	} );
} );

describe( 'scrollspy', () => {
	it( "observes with root margin '0px 0px -25%' and thresholds 0.1, 0.5, 1", () => {
		expect( scrollspyOptions() ).toEqual( {
			rootMargin: '0px 0px -25%',
			threshold: [ 0.1, 0.5, 1 ],
		} );
	} );

	it( 'marks the most visible section current, the earlier one on a tie', () => {
		expect(
			currentSection( [
				[ 'a', 0.1 ],
				[ 'b', 0.5 ],
				[ 'c', 0 ],
			] )
		).toBe( 'b' );
		expect(
			currentSection( [
				[ 'a', 1 ],
				[ 'b', 1 ],
			] )
		).toBe( 'a' );
		expect( currentSection( [ [ 'a', 0 ] ] ) ).toBeNull();
	} );
} );
