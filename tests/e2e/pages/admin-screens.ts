/**
 * The OpenGive admin screens, located by role and accessible name.
 */
import type { Locator, Page } from '@playwright/test';
import { baseUrl } from '../../site';

export class AdminScreens {
	constructor( private readonly page: Page ) {}

	async open(
		screen: 'donations' | 'donors' | 'subscriptions' | 'campaigns' | 'forms'
	): Promise< void > {
		await this.page.goto(
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-${ screen }`
		);
		await this.table().waitFor();
	}

	table(): Locator {
		return this.page.getByRole( 'table' );
	}

	rows(): Locator {
		return this.table().locator( 'tbody tr' );
	}

	/**
	 * Adds a DataViews filter: the field, then the option.
	 *
	 * @param field  Field label.
	 * @param option Option label.
	 */
	async filterBy( field: string, option: string ): Promise< void > {
		await this.page.getByRole( 'button', { name: 'Add filter' } ).click();
		await this.page
			.getByRole( 'menuitem', { name: field, exact: true } )
			.click();
		await this.page.getByRole( 'option', { name: option } ).click();
		await this.page.keyboard.press( 'Escape' );
	}
}
