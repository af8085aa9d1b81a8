/**
 * wp-admin → OpenGive opens on the overview: totals, charts drawn with the numbers in tables beside
 * them, grouping by month, axe clean; chart.js is fetched on this screen only.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { axeViolations } from './pages/axe';
import { AdminScreens } from './pages/admin-screens';
import { baseUrl } from '../site';

/**
 * How many of a canvas's pixels are painted (0 for a chart that drew nothing).
 *
 * @param page   The page.
 * @param figure The figure's accessible name.
 */
async function paintedPixels( page: Page, figure: string ): Promise< number > {
	return page
		.getByRole( 'figure', { name: figure } )
		.locator( 'canvas' )
		.evaluate( ( canvas: HTMLCanvasElement ) => {
			const context = canvas.getContext( '2d' );
			if ( ! context || canvas.width === 0 || canvas.height === 0 ) {
				return 0;
			}
			const { data } = context.getImageData(
				0,
				0,
				canvas.width,
				canvas.height
			);
			let painted = 0;
			for ( let alpha = 3; alpha < data.length; alpha += 4 ) {
				painted += data[ alpha ] > 0 ? 1 : 0;
			}
			return painted;
		} );
}

/**
 * The admin bundle's files the page fetched.
 *
 * @param page The page.
 */
function adminFiles( page: Page ): string[] {
	const files: string[] = [];
	page.on( 'request', ( request ) => {
		const match = request.url().match( /\/build\/admin\/([^?]+)/ );
		if ( match ) {
			files.push( match[ 1 ] );
		}
	} );
	return files;
}

test( 'the OpenGive menu opens on an overview that draws its charts, tables their numbers and passes axe', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await logInAsAdmin( page );
	await page.goto( `${ baseUrl() }/wp-admin/` );
	const files = adminFiles( page );
	await page.locator( '#menu-posts-opengive_form > a' ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Overview' } )
	).toBeVisible();

	const revenue = page.getByRole( 'figure', { name: 'Revenue' } );
	await expect( revenue.getByRole( 'row' ) ).toHaveCount( 31 ); // 30 days and a heading row.
	await expect( page.locator( '.opengive-overview__totals' ) ).toContainText(
		/Revenue\s*\$[\d,]+\.\d\d/
	);
	await expect
		.poll( () => paintedPixels( page, 'Revenue' ) )
		.toBeGreaterThan( 500 );
	// The overview's own chunk and chart.js's, beside admin.js; no DataViews (the lists' code).
	expect( files ).toContain( 'admin.js' );
	expect(
		files.some( ( file ) => file.startsWith( 'screen-overview.' ) )
	).toBe( true );
	expect( files.some( ( file ) => file.startsWith( 'chart.' ) ) ).toBe(
		true
	);
	expect(
		files.filter( ( file ) => file.startsWith( 'dataviews.' ) )
	).toEqual( [] );

	// The demo's history lies in the last few months: a year by month shows it.
	await page.getByLabel( 'Group by' ).selectOption( 'month' );
	await expect( revenue.getByRole( 'row' ) ).toHaveCount( 13 ); // 12 months and a heading row.
	await expect
		.poll( () => paintedPixels( page, 'Top forms' ) )
		.toBeGreaterThan( 500 );
	// The demo's history: the months with gifts show them in the table.
	const cells = await revenue
		.locator( 'tbody td:first-of-type' )
		.allInnerTexts();
	expect( cells.some( ( cell ) => cell !== '$0.00' ) ).toBe( true );
	// Top forms by revenue, largest first (other suites may have given to other forms meanwhile).
	const forms = page.getByRole( 'figure', { name: 'Top forms' } );
	const titles = await forms.getByRole( 'rowheader' ).allInnerTexts();
	expect( titles ).toContain( 'Keep the Light On' );
	const amounts = (
		await forms.locator( 'tbody td:first-of-type' ).allInnerTexts()
	).map( ( cell ) => Number( cell.replace( /[^\d.]/g, '' ) ) );
	expect( amounts.length ).toBeGreaterThan( 1 );
	expect( [ ...amounts ].sort( ( a, b ) => b - a ) ).toEqual( amounts );

	expect( await axeViolations( page, [ '.opengive-overview' ] ) ).toEqual(
		[]
	);
} );

test( 'a list screen fetches its own chunk and DataViews, not the overview’s chart code', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	const files = adminFiles( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations`
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Donations' } )
	).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	const scripts = files.filter( ( file ) => file.endsWith( '.js' ) );
	expect( scripts ).toContain( 'admin.js' );
	expect(
		scripts.some( ( file ) => file.startsWith( 'screen-donations.' ) )
	).toBe( true );
	expect( scripts.some( ( file ) => file.startsWith( 'dataviews.' ) ) ).toBe(
		true
	);
	expect(
		scripts.filter(
			( file ) =>
				file.startsWith( 'chart.' ) ||
				file.startsWith( 'screen-overview.' )
		)
	).toEqual( [] );
} );

test( 'a campaign’s screen charts its progress over time against its goal', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	await admin.open( 'campaigns' );
	await admin
		.rows()
		.filter( { hasText: 'Winter Lights 2026' } )
		.getByRole( 'button', { name: 'Edit' } )
		.click();
	const progress = page.getByRole( 'figure', { name: 'Progress over time' } );
	await expect( progress.getByRole( 'row' ).nth( 1 ) ).toBeVisible( {
		timeout: 30_000,
	} );
	await expect
		.poll( () => paintedPixels( page, 'Progress over time' ) )
		.toBeGreaterThan( 500 );
	// A running total: never falls; the goal column is the campaign's goal.
	const raised = (
		await progress.locator( 'tbody td:first-of-type' ).allInnerTexts()
	).map( ( cell ) => Number( cell.replace( /[^\d.]/g, '' ) ) );
	expect( raised[ raised.length - 1 ] ).toBeGreaterThan( 0 );
	expect( [ ...raised ].sort( ( a, b ) => a - b ) ).toEqual( raised );
	// Another suite may have changed the goal: the one in the form is the one charted.
	const goal = Number(
		await page.getByLabel( 'Goal', { exact: true } ).inputValue()
	);
	await expect(
		progress.locator( 'tbody td:nth-of-type(2)' ).first()
	).toHaveText(
		`$${ goal.toLocaleString( 'en-US', { minimumFractionDigits: 2 } ) }`
	);
	expect(
		await axeViolations( page, [ '.opengive-report-figure' ] )
	).toEqual( [] );
} );
