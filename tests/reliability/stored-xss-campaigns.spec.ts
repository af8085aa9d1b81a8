/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php). Stored XSS in the places the
 * other stored-XSS specs do not reach: a campaign's title and short description typed by an
 * administrator (through /givewp/v3/campaigns), its form's title, and a donor's name, shown on the
 * campaign block's page, the campaigns list and the campaign editor, the overview's top lists, a
 * donation's detail screen, and the donor dashboard of the donor who gave. Each page shows the stored
 * text while the page-level hook (tests/e2e/pages/xss-watch.ts) records nothing run.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';
import { AdminScreens } from '../e2e/pages/admin-screens';
import {
	BREAKOUT,
	ENCODED,
	RAW,
	expectNothingRan,
	expectShownNotRun,
	watch,
} from '../e2e/pages/xss-watch';

const marker = `Oc${ Date.now().toString( 36 ) }`;
const payload = `${ RAW.script }${ RAW.img }${ ENCODED.svg }${ BREAKOUT }`;
let admin: LoggedIn;
let donor: LoggedIn;
let campaignId: number;
let pageId: number;
let donationId: number;

test.beforeAll( async ( { playwright, request } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	const headers = { 'X-WP-Nonce': admin.nonce };
	const campaign = await admin.context.post(
		`${ baseUrl() }/wp-json/givewp/v3/campaigns`,
		{
			headers,
			data: {
				title: `${ marker }K${ payload }`,
				shortDescription: `${ marker }S${ RAW.svg }${ RAW.link }`,
				goal: 1000,
				goalType: 'amount',
				status: 'active',
			},
		}
	);
	expect( campaign.status() ).toBe( 201 );
	campaignId = ( await campaign.json() ).id;
	const form = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
		{
			data: {
				forms: [
					{
						title: `${ marker }F${ ENCODED.script }${ BREAKOUT }`,
						settings: {
							levels: [ { id: '1', amount: 2500, label: '' } ],
							defaultLevel: '1',
							customAmount: true,
							currency: { code: 'USD' },
							gateways: [ 'example-pledge' ],
							campaignId,
						},
					},
				],
			},
		}
	);
	expect( form.ok() ).toBe( true );
	const formId = ( await form.json() )[ 0 ];
	const linked = await admin.context.patch(
		`${ baseUrl() }/wp-json/givewp/v3/campaigns/${ campaignId }`,
		{ headers, data: { defaultFormId: formId } }
	);
	expect( linked.status() ).toBe( 200 );
	const page = await admin.context.post(
		`${ baseUrl() }/wp-json/givewp/v3/campaigns/${ campaignId }/page`,
		{ headers }
	);
	expect( page.status() ).toBe( 201 );
	pageId = ( await page.json() ).id;

	// A donor with an account gives while logged in, so the gift is on their dashboard.
	donor = await logInWithRole( playwright, 'subscriber' );
	const gift = await donor.context.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			headers: { 'X-WP-Nonce': donor.nonce },
			data: {
				formId,
				amount: 2500,
				levelId: '1',
				firstName: `${ marker }N${ RAW.img }`,
				lastName: `${ ENCODED.script }${ BREAKOUT }`,
				email: `xss-campaign-${ marker.toLowerCase() }@example.org`,
				gatewayId: 'example-pledge',
			},
		}
	);
	expect( gift.status() ).toBe( 201 );
	expect( ( await gift.json() ).status ).toBe( 'publish' );
	donationId = Number( ( await gift.json() ).donationId );
} );

test.afterAll( async () => {
	await admin.context.dispose();
	await donor.context.dispose();
} );

async function signIn( page: Page, as: LoggedIn ): Promise< void > {
	await page.context().clearCookies();
	await page
		.context()
		.addCookies(
			await as.context.storageState().then( ( state ) => state.cookies )
		);
}

test( 'the campaign block shows the stored title and description as text and runs nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await signIn( page, admin ); // The campaign's page is a draft: its preview needs an editor.
	await page.goto( `${ baseUrl() }/?page_id=${ pageId }&preview=true` );
	await expect( page.locator( '.wp-block-opengive-campaign' ) ).toContainText(
		`${ marker }S`
	);
	await expectShownNotRun( page, dialogs, `${ marker }K` );
} );

test( 'the campaigns list, the campaign editor, the overview and the donation screen show the stored text and run nothing', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const dialogs = await watch( page );
	await signIn( page, admin );
	const screens = new AdminScreens( page );
	await screens.open( 'campaigns' );
	const row = screens.rows().filter( { hasText: `${ marker }K` } );
	await expect( row ).toHaveCount( 1 );
	await expectShownNotRun( page, dialogs, `${ marker }K` );

	await row.getByRole( 'button', { name: 'Edit' } ).click();
	await expect( page.getByLabel( 'Title', { exact: true } ) ).toHaveValue(
		new RegExp( `^${ marker }K.*window\\.__ogXss=1` )
	);
	await expectNothingRan( page, dialogs );

	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-overview`
	);
	const topCampaigns = page.getByRole( 'table', { name: 'Top campaigns' } );
	await expect( topCampaigns ).toContainText( `${ marker }K` );
	await expect(
		page.getByRole( 'table', { name: 'Top forms' } )
	).toContainText( `${ marker }F` );
	await expectNothingRan( page, dialogs );

	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations&id=${ donationId }`
	);
	await expect(
		page.getByRole( 'heading', { name: /^Donation #\d+/ } )
	).toBeVisible();
	await expectShownNotRun( page, dialogs, `${ marker }N` );
} );

test( 'the donor dashboard shows the stored form title as text and runs nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await signIn( page, donor );
	await page.goto( `${ baseUrl() }/my-gifts/` );
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }F` );
	await expectShownNotRun( page, dialogs, `${ marker }F` );
} );
