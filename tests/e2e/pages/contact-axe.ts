/**
 * axe-core's WCAG A/AA violations inside the contact form on the page (a vacuous pass fails).
 */
import { expect, type Page } from '@playwright/test';
import { axeCheck } from './axe';

export async function contactFormAxeViolations(
	page: Page
): Promise< string[] > {
	const { violations, passes } = await axeCheck( page, [
		'.wp-block-opengive-contact-form',
	] );
	expect( passes ).toBeGreaterThan( 5 );
	return violations;
}
