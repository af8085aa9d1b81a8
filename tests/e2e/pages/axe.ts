/**
 * axe-core's WCAG 2.1 A/AA violations inside the given parts of the page, as "rule: help (targets)"
 * lines; axeCheck also says how many rules passed, so a caller can rule out a vacuous pass.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire( __filename );
const AXE = require.resolve( 'axe-core/axe.min.js' );

interface AxeViolation {
	id: string;
	help: string;
	nodes: Array< { target: string[] } >;
}

export async function axeCheck(
	page: Page,
	selectors: string[]
): Promise< { violations: string[]; passes: number } > {
	await page.addScriptTag( { path: AXE } );
	const { found, passes } = await page.evaluate( async ( include ) => {
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
		return {
			found: result.violations as AxeViolation[],
			passes: ( result.passes as unknown[] ).length,
		};
	}, selectors );
	return {
		violations: found.map(
			( v ) =>
				`${ v.id }: ${ v.help } (${ v.nodes
					.map( ( n ) => n.target.join( ' ' ) )
					.join( ', ' ) })`
		),
		passes,
	};
}

export async function axeViolations(
	page: Page,
	selectors: string[]
): Promise< string[] > {
	return ( await axeCheck( page, selectors ) ).violations;
}
