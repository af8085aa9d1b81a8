/**
 * axe-core's WCAG A/AA violations inside the contact form on the page, as "rule (targets)" lines.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire( __filename );
const AXE = require.resolve( 'axe-core/axe.min.js' );

export async function contactFormAxeViolations(
	page: Page
): Promise< string[] > {
	await page.addScriptTag( { path: AXE } );
	const { found, passes } = await page.evaluate( async () => {
		const axe = ( window as unknown as { axe: { run: Function } } ).axe;
		const result = await axe.run(
			{ include: [ [ '.wp-block-opengive-contact-form' ] ] },
			{
				runOnly: {
					type: 'tag',
					values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
				},
			}
		);
		return {
			found: (
				result.violations as Array< {
					id: string;
					nodes: Array< { target: string[] } >;
				} >
			 ).map(
				( v ) =>
					`${ v.id } (${ v.nodes
						.map( ( n ) => n.target.join( ' ' ) )
						.join( ', ' ) })`
			),
			passes: ( result.passes as unknown[] ).length,
		};
	} );
	expect( passes ).toBeGreaterThan( 5 );
	return found;
}
