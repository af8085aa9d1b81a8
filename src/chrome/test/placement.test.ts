import {
	currentSection,
	offsetFor,
	place,
	placeInViewport,
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

describe( 'a popover inside the viewport', () => {
	const viewport = { width: 400, height: 300 };
	const size = { width: 200, height: 80 };

	it( 'goes below its button with the popover offset when there is room', () => {
		expect(
			placeInViewport(
				{ top: 100, left: 100, width: 100, height: 20 },
				size,
				'bottom',
				[ 0, 8 ],
				viewport
			)
		).toEqual( { top: 128, left: 50, side: 'bottom' } );
	} );

	it( 'flips above when it would leave the bottom, and stays below when neither side fits', () => {
		const low = { top: 250, left: 100, width: 100, height: 20 };
		expect(
			placeInViewport( low, size, 'bottom', [ 0, 8 ], viewport )
		).toEqual( { top: 250 - 80 - 8, left: 50, side: 'top' } );
		expect(
			placeInViewport(
				{ top: 20, left: 100, width: 100, height: 20 },
				{ width: 200, height: 290 },
				'bottom',
				[ 0, 8 ],
				viewport
			).side
		).toBe( 'bottom' );
	} );

	it( 'lines its left edge up with the anchor’s when aligned to the start', () => {
		expect(
			placeInViewport(
				{ top: 100, left: 120, width: 100, height: 20 },
				size,
				'bottom',
				[ 0, 8 ],
				viewport,
				8,
				'start'
			)
		).toEqual( { top: 128, left: 120, side: 'bottom' } );
	} );

	it( 'slides sideways to keep 8 px from either edge', () => {
		expect(
			placeInViewport(
				{ top: 100, left: 0, width: 40, height: 20 },
				size,
				'bottom',
				[ 0, 8 ],
				viewport
			).left
		).toBe( 8 );
		expect(
			placeInViewport(
				{ top: 100, left: 370, width: 30, height: 20 },
				size,
				'bottom',
				[ 0, 8 ],
				viewport
			).left
		).toBe( 400 - 200 - 8 );
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
