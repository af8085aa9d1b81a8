/**
 * Boots WordPress Playground with the plugin (and the test-helpers plugin) once per run, unless
 * WP_BASE_URL points at a site already running. Returns the teardown.
 */
export default async function globalSetup() {
	if ( process.env.WP_BASE_URL ) {
		return async () => {};
	}
	// The boot script is plain ESM shared with `npm start`.
	const { bootPlayground } = await import( '../playground/boot.mjs' );
	const started = Date.now();
	const site = await bootPlayground( {
		port: Number( process.env.OPENGIVE_TEST_PORT || 9450 ),
		siteName: 'tests',
		testHelpers: true,
	} );
	process.env.WP_BASE_URL = site.url;
	// eslint-disable-next-line no-console -- the boot time is worth seeing in every run.
	console.log(
		`Playground ready at ${ site.url } in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
	);
	return async () => {
		await site.stop();
	};
}
