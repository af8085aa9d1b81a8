import { headerBottom } from '../dom/clear-of-header';

describe( 'where a pinned header ends', () => {
	it( 'is the lowest bottom of the sticky and fixed boxes at the top (an admin bar and a theme header)', () => {
		expect(
			headerBottom(
				[
					{ position: 'fixed', top: 0, bottom: 32 },
					{ position: 'sticky', top: 32, bottom: 102.4 },
					{ position: 'sticky', top: 0, bottom: 70.2 },
				],
				800
			)
		).toBe( 71 );
	} );

	it( 'leaves out boxes that scroll with the page and overlays that cover half the viewport', () => {
		expect(
			headerBottom(
				[
					{ position: 'static', top: 0, bottom: 90 },
					{ position: 'relative', top: -20, bottom: 40 },
					{ position: 'fixed', top: 0, bottom: 800 },
				],
				800
			)
		).toBe( 0 );
	} );
} );
