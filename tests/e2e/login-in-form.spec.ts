/**
 * A donor with an account logs in inside the form and gives as that account.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { siteState } from '../site';

test( 'a donor logs in inside the form, the form fills in and the gift goes through logged in', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const panel = page.getByRole( 'group', { name: 'Log in to your account' } );
	await panel.getByLabel( 'Username or email' ).fill( 'admin' );
	await panel.getByLabel( 'Password' ).fill( 'wrong-password' );
	await panel.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( panel.getByRole( 'alert' ) ).toContainText(
		'do not match an account'
	);

	await panel.getByLabel( 'Password' ).fill( 'password' );
	await panel.getByRole( 'button', { name: 'Log in' } ).click();
	await expect(
		page.getByText( 'You are now logged in.', { exact: false } ).first()
	).toBeVisible();
	const email = page.getByLabel( 'Email' );
	await expect( email ).not.toHaveValue( '' );
	const donorEmail = await email.inputValue();

	await page.getByLabel( 'First name' ).fill( 'Site' );
	await form.donateButton().click();
	// The REST call now carries the logged-in cookie: it only succeeds with the renewed REST nonce.
	await expect( form.receiptHeading() ).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		email: donorEmail,
		status: 'publish',
	} );
} );
