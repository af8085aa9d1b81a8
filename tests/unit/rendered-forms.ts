/**
 * The demo forms' configurations exactly as render.php printed them (recorded by
 * tests/integration/rendered-forms.spec.ts, which fails when the live output differs), read through
 * the same parseFormConfig() view.tsx uses. Component tests render from these, so a field the
 * browser would drop is dropped in the tests too.
 */
import fs from 'fs';
import path from 'path';
import { parseFormConfig } from '@opengive/donation-form/config';
import type { FormConfig } from '@opengive/types/form-config';
import { RENDERED_FORMS_DIR } from './rendered-forms-format';

export type RenderedPage =
	| 'home'
	| 'in-memory'
	| 'business-giving'
	| 'ways-to-give'
	| 'appeals-form-view';

/**
 * The raw text view.tsx would read from data-opengive-form, with the form hash made "just now" (the
 * recording's time is 0, which would make every form refetch its hash at once).
 *
 * @param page  Recorded page.
 * @param index Which form block on the page (0: the first).
 */
export function renderedFormJson( page: RenderedPage, index = 0 ): string {
	const file = path.join( RENDERED_FORMS_DIR, `${ page }.json` );
	const blocks = JSON.parse( fs.readFileSync( file, 'utf8' ) ) as Array<
		Record< string, unknown >
	>;
	const block = blocks[ index ];
	if ( ! block ) {
		throw new Error( `${ file } has no form block #${ index }` );
	}
	const nonce = block.nonce as { life: number };
	return JSON.stringify( {
		...block,
		nonce: { ...nonce, time: Math.floor( Date.now() / 1000 ) },
	} );
}

/**
 * A recorded configuration as the browser reads it, with a test's deliberate changes on top.
 *
 * @param page      Recorded page.
 * @param overrides What this test varies (say it in the test's name).
 * @param index     Which form block on the page.
 */
export function renderedFormConfig(
	page: RenderedPage,
	overrides: Partial< FormConfig > = {},
	index = 0
): FormConfig {
	const config = parseFormConfig( renderedFormJson( page, index ) );
	if ( ! config ) {
		throw new Error(
			`parseFormConfig refused the recorded ${ page } form`
		);
	}
	return { ...config, ...overrides };
}
