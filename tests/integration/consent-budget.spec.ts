/**
 * The public cookie banner's size budget (issue 14): its own JS and CSS, as served, at most 8 KB
 * gzipped together. Nothing else checked it before; the bench only prints sizes.
 */
import { gzipSync } from 'zlib';
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';

test( 'the banner script and its stylesheet fit the 8 KB gzip budget together', async ( {
	request,
} ) => {
	let total = 0;
	for ( const file of [ 'banner.js', 'banner.css' ] ) {
		const response = await request.get(
			`${ baseUrl() }/wp-content/plugins/opengive/build/consent/${ file }`
		);
		expect( response.status(), file ).toBe( 200 );
		total += gzipSync( await response.body(), { level: 9 } ).length;
	}
	console.log( `consent banner: ${ total } bytes gzipped (budget 8192)` );
	expect( total ).toBeLessThanOrEqual( 8 * 1024 );
} );
