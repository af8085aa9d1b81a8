/**
 * Starts the local payment-provider fakes and boots WordPress Playground with the plugin (and the
 * test-helpers plugin) once per run, unless WP_BASE_URL points at a site already running. Points
 * the site's gateway settings at the fakes. Returns the teardown.
 */
export default async function globalSetup() {
	// Plain ESM shared with `npm start`.
	const { startFakeProviders, fakeProviderSettings } =
		await import( '../playground/fake-providers.mjs' );
	const providers = await startFakeProviders( {
		port: Number( process.env.OPENGIVE_FAKE_PROVIDERS_PORT || 9451 ),
	} );
	process.env.OPENGIVE_FAKE_PROVIDERS_URL = providers.url;

	let stopSite = async () => {};
	if ( ! process.env.WP_BASE_URL ) {
		const { bootPlayground } = await import( '../playground/boot.mjs' );
		const started = Date.now();
		const site = await bootPlayground( {
			port: Number( process.env.OPENGIVE_TEST_PORT || 9450 ),
			// One site folder per concurrent shard of tests/run-all.mjs.
			siteName: process.env.OPENGIVE_TEST_SITE || 'tests',
			testHelpers: true,
		} );
		process.env.WP_BASE_URL = site.url;
		stopSite = site.stop;
		// eslint-disable-next-line no-console -- the boot time is worth seeing in every run.
		console.log(
			`Playground ready at ${ site.url } in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s`
		);
	}
	const configured = await fetch(
		`${ process.env.WP_BASE_URL.replace(
			/\/$/,
			''
		) }/wp-json/opengive-test/v1/settings`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( fakeProviderSettings( providers.url ) ),
		}
	);
	if ( ! configured.ok ) {
		throw new Error(
			`Could not point the site at the provider fakes: HTTP ${ configured.status }`
		);
	}
	return async () => {
		await stopSite();
		await providers.stop();
	};
}
