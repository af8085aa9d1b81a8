/**
 * Types a card the way a donor does (the fields format as they go).
 */
import type { Page } from '@playwright/test';

export async function fillCard( page: Page, number: string ): Promise< void > {
	await page.getByLabel( 'Card number' ).pressSequentially( number );
	await page.getByLabel( 'Expiry (MM / YY)' ).pressSequentially( '1230' );
	await page.getByLabel( 'Security code (CVC)' ).fill( '123' );
}
