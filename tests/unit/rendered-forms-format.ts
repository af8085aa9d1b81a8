/**
 * The recorded copies of what the demo pages' donation form blocks print (data-opengive-form), shared
 * by the integration spec that records and checks them and by the jest helper that renders them.
 * Plain Node: no jest or Playwright imports.
 */
import path from 'path';

export const RENDERED_FORMS_DIR = path.resolve(
	__dirname,
	'..',
	'fixtures',
	'rendered-forms'
);

/** Stands in for the site's address, which differs per run (port, Playground or native). */
export const RECORDED_SITE = 'https://charity.example';

export interface RecordedPage {
	/** Page address on the demo site, or 'grid-form-view' for the form view the grid's first card opens. */
	path: string;
	file: string;
}

export const RECORDED_PAGES: readonly RecordedPage[] = [
	{ path: '/', file: 'home.json' },
	{ path: '/in-memory/', file: 'in-memory.json' },
	{ path: '/business-giving/', file: 'business-giving.json' },
	{ path: '/ways-to-give/', file: 'ways-to-give.json' },
	{ path: 'grid-form-view', file: 'appeals-form-view.json' },
];

/**
 * What varies between renders of the same form (the site address, the form hash and its creation
 * time) replaced by fixed values; everything else kept exactly as printed.
 *
 * @param config  One decoded data-opengive-form value.
 * @param siteUrl The site's address in this run.
 */
export function normalizeRenderedConfig(
	config: unknown,
	siteUrl: string
): unknown {
	const site = siteUrl.replace( /\/$/, '' );
	const text = JSON.stringify( config ).split( site ).join( RECORDED_SITE );
	const copy = JSON.parse( text ) as Record< string, unknown >;
	const nonce = copy.nonce as { hash: string; time: number; life: number };
	copy.nonce = { hash: 'recorded-form-hash', time: 0, life: nonce.life };
	return copy;
}
