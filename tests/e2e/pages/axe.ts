/**
 * axe-core's WCAG 2.1 A/AA violations inside the given parts of the page, as "rule: help" lines.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire( __filename );
const AXE = require.resolve( 'axe-core/axe.min.js' );

export async function axeViolations(
	page: Page,
	selectors: string[]
): Promise< string[] > {
	await page.addScriptTag( { path: AXE } );
	return page.evaluate( async ( include ) => {
		const axe = ( window as unknown as { axe: { run: Function } } ).axe;
		const result = await axe.run(
			{ include: include.map( ( selector ) => [ selector ] ) },
			{
				runOnly: {
					type: 'tag',
					values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
				},
			}
		);
		return (
			result.violations as Array< { id: string; help: string } >
		 ).map( ( violation ) => `${ violation.id }: ${ violation.help }` );
	}, selectors );
}
