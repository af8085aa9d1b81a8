/**
 * One field style on every form at every width: selects and text inputs are the same height with
 * the same text size, and every radio sits on the first line of its own label, also at 375 px.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl } from '../site';

interface Measured {
	inputs: Array< { height: number; fontSize: number } >;
	selects: Array< { height: number; fontSize: number } >;
	/** Per radio: its vertical distance from its label text's first line, and the label's text. */
	radios: Array< { label: string; offset: number; leftOfText: boolean } >;
}

async function measure( page: Page ): Promise< Measured > {
	return page
		.locator( '.wp-block-opengive-donation-form__form' )
		.evaluate( ( form ) => {
			const box = ( element: Element ) => {
				const rect = element.getBoundingClientRect();
				return {
					height: Math.round( rect.height ),
					fontSize: parseFloat(
						getComputedStyle( element ).fontSize
					),
				};
			};
			const visible = ( element: Element ) =>
				( element as HTMLElement ).offsetParent !== null;
			const inputs = Array.from(
				form.querySelectorAll(
					'input[type="text"], input[type="email"]'
				)
			)
				.filter( visible )
				.map( box );
			const selects = Array.from( form.querySelectorAll( 'select' ) )
				.filter( visible )
				.map( box );
			const radios = Array.from(
				form.querySelectorAll< HTMLInputElement >(
					'input[type="radio"]'
				)
			)
				.filter( visible )
				.map( ( radio ) => {
					const label = radio.closest( 'label' )!;
					// The first line of the label's own words (not the radio).
					const range = document.createRange();
					const text = Array.from( label.childNodes ).find(
						( node ) =>
							node !== radio &&
							( node.textContent ?? '' ).trim() !== ''
					)!;
					range.selectNodeContents( text );
					const firstLine = range.getClientRects()[ 0 ];
					const dot = radio.getBoundingClientRect();
					return {
						label: ( label.textContent ?? '' ).trim(),
						offset: Math.abs(
							dot.top +
								dot.height / 2 -
								( firstLine.top + firstLine.height / 2 )
						),
						leftOfText: dot.right <= firstLine.left + 1,
					};
				} );
			return { inputs, selects, radios };
		} );
}

for ( const path of [ '/in-memory/', '/business-giving/', '/donate/' ] ) {
	for ( const width of [ 375, 1280 ] ) {
		test( `${ path } at ${ width } px: selects are as tall as inputs with the same text size, and each radio sits on its label's first line`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( `${ baseUrl() }${ path }` );
			// React has taken over when the summary shows.
			await expect( page.getByText( 'Donation amount' ) ).toBeVisible();
			const measured = await measure( page );
			expect( measured.inputs.length ).toBeGreaterThan( 2 );
			expect( measured.radios.length ).toBeGreaterThan( 1 );
			const inputHeight = measured.inputs[ 0 ].height;
			const inputFont = measured.inputs[ 0 ].fontSize;
			expect( inputHeight ).toBeGreaterThanOrEqual( 44 );
			for ( const control of [
				...measured.inputs,
				...measured.selects,
			] ) {
				expect(
					Math.abs( control.height - inputHeight )
				).toBeLessThanOrEqual( 1 );
				expect( control.fontSize ).toBe( inputFont );
			}
			for ( const radio of measured.radios ) {
				expect( radio, radio.label ).toMatchObject( {
					leftOfText: true,
				} );
				expect( radio.offset, radio.label ).toBeLessThan( 6 );
			}
		} );
	}
}

test( '/in-memory/ and /business-giving/ have selects to measure (the test above is not vacuous there)', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/in-memory/` );
	await expect( page.getByText( 'Donation amount' ) ).toBeVisible();
	expect( ( await measure( page ) ).selects.length ).toBeGreaterThan( 1 );
} );

test( '/donate/ at 375 px: a monthly gift’s summary stays inside the form, its long frequency wrapping', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 375, height: 900 } );
	await page.goto( `${ baseUrl() }/donate/` );
	await page.getByRole( 'radio', { name: 'Monthly' } ).check();
	const summary = page.getByRole( 'region', { name: 'Donation summary' } );
	await expect( summary ).toContainText(
		'FrequencyEvery month: a week of fuel'
	);
	const widths = await summary
		.locator( 'dl' )
		.evaluate( ( list ) => [ list.clientWidth, list.scrollWidth ] );
	expect( widths[ 1 ] ).toBe( widths[ 0 ] );
} );
