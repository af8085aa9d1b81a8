/**
 * What held (keep it that way): script a visitor stores through the donate route — in the names,
 * company, comment, billing address and a custom field — never runs where the gift is shown again:
 * the receipt, and the Donations, Donors and Subscriptions screens. Each page must show the stored
 * text (so the value did reach it) while window.__ogXss stays unset, no dialog opens and no element
 * carries an event handler or javascript: link made from the payload.
 *
 * The route strips real tags (sanitize_text_field), so each value also carries the entity-encoded
 * payload and attribute breakouts, which are what survive to the database.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, demoFormId, formIdByTitle, siteState } from '../site';
import { logInAsAdmin } from './pages/admin';
import { AdminScreens } from './pages/admin-screens';
import {
	BREAKOUT,
	ENCODED,
	RAW,
	watch,
	expectShownNotRun as shownNotRun,
} from './pages/xss-watch';

const marker = `Og${ Date.now().toString( 36 ) }`;
const expectShownNotRun = ( page: Page, dialogs: string[] ) =>
	shownNotRun( page, dialogs, marker );
const email = `xss-${ marker.toLowerCase() }@example.org`;
const firstName = `${ marker }a${ RAW.script }${ ENCODED.script }`;
const lastName = `${ marker }b${ RAW.img }${ ENCODED.img }`;

interface Stored {
	receiptUrl: string;
	donationId: number;
	donorId: number;
	subscriptionId: number;
}
let stored: Stored;

test.describe( 'stored payloads stay text', () => {
	test.beforeAll( async ( { request } ) => {
		const route = `${ baseUrl() }/wp-json/opengive/v1/donations`;
		const memorial = await request.post( route, {
			data: {
				formId: await formIdByTitle( request, 'In Memory' ),
				amount: 2500,
				levelId: 'custom',
				firstName,
				lastName,
				email,
				gatewayId: 'test',
				termsAccepted: true,
				companyOption: 'yes',
				company: `${ marker }c${ RAW.svg }${ ENCODED.svg }${ BREAKOUT }`,
				comment: [
					`${ marker }d`,
					...Object.values( RAW ),
					...Object.values( ENCODED ),
					BREAKOUT,
					"' autofocus onfocus='window.__ogXss=1",
					'</textarea><script>window.__ogXss=1</script>',
				].join( '\n' ),
				customFields: {
					reason: 'In memory of someone',
					tribute: `${ marker }e${ RAW.script }${ ENCODED.img }${ RAW.link }`,
				},
				billingAddress: {
					address1: `${ marker }f${ BREAKOUT }`,
					address2: RAW.link,
					city: `${ marker }g${ ENCODED.svg }`,
					state: 'ME',
					country: 'US',
					zip: '04101',
				},
				returnUrl: `${ baseUrl() }/in-memory/`,
			},
		} );
		expect( memorial.status() ).toBe( 201 );
		const receipt = await memorial.json();
		const { last } = await siteState( request );
		expect( last ).toMatchObject( {
			id: String( receipt.donationId ),
			email,
		} );
		// What reached the database: the tags went, the encoded payloads and breakouts stayed.
		expect( last?.first_name ).toBe( `${ marker }a${ ENCODED.script }` );
		expect( last?.comment ).toContain( BREAKOUT );

		// A monthly gift from the same donor, for the Subscriptions screen.
		const monthly = await request.post( route, {
			data: {
				formId: await demoFormId( request ),
				amount: 1500,
				levelId: 'custom',
				firstName,
				lastName,
				email,
				gatewayId: 'test',
				recurringPeriod: 'month',
				returnUrl: `${ baseUrl() }/donate/`,
			},
		} );
		expect( monthly.status() ).toBe( 201 );
		const subscriptionId = ( await monthly.json() ).subscriptionId;
		expect( subscriptionId ).toBeGreaterThan( 0 );

		stored = {
			receiptUrl: receipt.receiptUrl,
			donationId: receipt.donationId,
			donorId: Number( last?.donor_id ),
			subscriptionId,
		};
	} );

	test( 'the receipt shows the donor name as text and runs nothing', async ( {
		page,
	} ) => {
		const dialogs = await watch( page );
		await page.goto( stored.receiptUrl );
		await expect(
			page.getByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeVisible();
		// esc_html keeps the stored entities, so the visitor sees the literal tag.
		await expect(
			page.getByText( `${ marker }a<script>window.__ogXss=1</script>` )
		).toBeVisible();
		await expectShownNotRun( page, dialogs );
	} );

	test( 'the Donations, Donors and Subscriptions screens and their details show the stored text and run nothing', async ( {
		page,
	} ) => {
		// Seven admin screens, each a page load plus its REST reads: on Playground that outlasts a minute.
		test.slow();
		const dialogs = await watch( page );
		await logInAsAdmin( page );
		const admin = new AdminScreens( page );
		const screen = ( name: string, id?: number ) =>
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-${ name }${
				id ? `&id=${ id }` : ''
			}`;

		// Donations: the gifts are test gifts, shown on request.
		await admin.open( 'donations' );
		await page
			.getByRole( 'button', { name: 'Show test donations' } )
			.click();
		await expect( admin.table() ).toContainText( marker );
		await expectShownNotRun( page, dialogs );

		// A detail screen makes several REST reads: on Playground under CI load that has taken over 15 s.
		const detail = { timeout: 45_000 };
		await page.goto( screen( 'donations', stored.donationId ) );
		await expect( page.getByText( `${ marker }d` ) ).toBeVisible( detail );
		await expectShownNotRun( page, dialogs );

		await admin.open( 'donors' );
		await expect( admin.table() ).toContainText( marker );
		await expectShownNotRun( page, dialogs );

		await page.goto( screen( 'donors', stored.donorId ) );
		await expect(
			page.getByRole( 'heading', { name: new RegExp( marker ) } )
		).toBeVisible( detail );
		await expect( page.getByText( `${ marker }c` ) ).toBeVisible();
		await expectShownNotRun( page, dialogs );

		// The Subscriptions screen lists live ones unless asked for test ones.
		await admin.open( 'subscriptions' );
		await admin.filterBy( 'Mode', 'Test' );
		await expect( admin.table() ).toContainText( marker );
		await expectShownNotRun( page, dialogs );

		// A subscription's detail names its donor.
		await page.goto( screen( 'subscriptions', stored.subscriptionId ) );
		await expect(
			page.locator( 'dd' ).filter( { hasText: marker } ).first()
		).toBeVisible( detail );
		await expectShownNotRun( page, dialogs );
	} );
} );
