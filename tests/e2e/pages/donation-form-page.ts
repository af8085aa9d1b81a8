/**
 * Page object for the demo donation page; everything located by role and accessible name.
 */
import type { Locator, Page } from '@playwright/test';
import { baseUrl } from '../../site';

export class DonationFormPage {
	constructor( private readonly page: Page ) {}

	async open( path = '/donate/' ): Promise< void > {
		await this.page.goto( `${ baseUrl() }${ path }` );
		// React has taken over once the level buttons (not the server's radios) are there.
		await this.levelButton( /\$25\.00/ ).waitFor();
	}

	levelButton( name: RegExp | string ): Locator {
		return this.page.getByRole( 'button', { name } );
	}

	async fillDonor(
		first: string,
		last: string,
		email: string
	): Promise< void > {
		await this.page.getByLabel( 'First name' ).fill( first );
		await this.page.getByLabel( 'Last name' ).fill( last );
		await this.page.getByLabel( 'Email' ).fill( email );
	}

	customAmount(): Locator {
		return this.page.getByLabel( /Custom amount/ );
	}

	donateButton(): Locator {
		return this.page.getByRole( 'button', { name: 'Donate now' } );
	}

	receiptHeading(): Locator {
		return this.page.getByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
	}

	receiptAmount(): Locator {
		return this.page.getByTestId( 'receipt-amount' );
	}

	alert(): Locator {
		return this.page.getByRole( 'alert' );
	}
}
