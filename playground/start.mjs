/**
 * `npm start`: builds the plugin, boots the demo charity site in WordPress Playground (offline) and
 * keeps it running until Ctrl-C. Flags: --persist keeps the last site's data; --no-build skips the build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Not imported from wordpress.mjs: on a fresh clone its dependencies exist only after npm ci below.
const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);

// The ready time counts from here: build, boot, seed and the first page served.
const processStarted = Date.now();
const args = new Set( process.argv.slice( 2 ) );
const port = Number( process.env.PORT || 9400 );

function run( command, commandArgs ) {
	const result = spawnSync( command, commandArgs, {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( result.status !== 0 ) {
		process.exit( result.status ?? 1 );
	}
}

if (
	! fs.existsSync(
		path.join( ROOT, 'node_modules', '@wp-playground', 'cli' )
	)
) {
	console.log( 'Installing dependencies (npm ci)…' );
	const { npmCi } = await import( './npm-ci.mjs' );
	if ( ! npmCi() ) {
		process.exit( 1 );
	}
}
if ( ! args.has( '--no-build' ) ) {
	run( 'npx', [ 'wp-scripts', 'build' ] );
}

// Imported only now: on a fresh clone the packages exist only after npm ci above.
const { bootPlayground, ADMIN_USER, ADMIN_PASSWORD } =
	await import( './boot.mjs' );
const { startFakeProviders, fakeProviderSettings } =
	await import( './fake-providers.mjs' );

// The demo's card gateways talk to local fakes of Stripe and 2Checkout: no keys, no money.
const providers = await startFakeProviders( { port: port + 1 } );

const started = Date.now();
const site = await bootPlayground( {
	port,
	siteName: 'demo',
	persist: args.has( '--persist' ),
	login: true,
	settings: fakeProviderSettings( providers.url ),
} );
const booted = Date.now();
// A plain HTML "partner site" on another origin embedding the demo forms (issue 15).
const { startPartnerSite } = await import( './partner-site/server.mjs' );
const partner = await startPartnerSite( {
	wordpressUrl: site.url,
	port: port + 2,
} );

/**
 * GETs a page as a plain client (cookies carried across redirects, at most five) until it answers.
 *
 * @param {string} url The page.
 * @return {Promise<number>} The final HTTP status.
 */
async function firstPage( url ) {
	let cookies = '';
	let next = url;
	for ( let hop = 0; hop < 5; hop++ ) {
		const response = await fetch( next, {
			redirect: 'manual',
			headers: cookies ? { cookie: cookies } : {},
		} );
		const set = response.headers.getSetCookie?.() ?? [];
		cookies = [ cookies, ...set.map( ( line ) => line.split( ';' )[ 0 ] ) ]
			.filter( Boolean )
			.join( '; ' );
		await response.arrayBuffer();
		if ( response.status < 300 || response.status >= 400 ) {
			return response.status;
		}
		next = new URL( response.headers.get( 'location' ) ?? url, url ).href;
	}
	return 0;
}

// Usable means the seeded site has served its front page and the donate page.
const frontStatus = await firstPage( `${ site.url }/` );
const donateStatus = await firstPage( `${ site.url }/donate/` );
const ready = Date.now();
const seconds = ( ( ready - processStarted ) / 1000 ).toFixed( 1 );
const bootSeconds = ( ( booted - started ) / 1000 ).toFixed( 1 );
if ( frontStatus !== 200 || donateStatus !== 200 ) {
	console.warn(
		`Warning: the site answered ${ frontStatus } for / and ${ donateStatus } for /donate/.`
	);
}

console.log( `
OpenGive demo site is ready: ${ seconds } s after \`npm start\` began (WordPress boot and demo seed ${ bootSeconds } s; / and /donate/ answered ${ frontStatus } and ${ donateStatus }).

  Site:        ${ site.url }/
  Donate page: ${ site.url }/donate/
  Admin:       ${ site.url }/wp-admin/  (user "${ ADMIN_USER }", password "${ ADMIN_PASSWORD }"; opening wp-admin logs a browser in)
  Settings:    ${ site.url }/wp-admin/edit.php?post_type=opengive_form&page=opengive-settings
               (setup finished, test mode with the fakes' Stripe test keys; "Run the setup" shows the first-run setup)
  Mailbox:     ${ site.url }/?opengive-demo-mailbox  (the mail this offline demo cannot send: receipts, confirmation links)
  Partner site: ${ partner.url }/  (another origin, no WordPress: the forms embedded in every format)
  Site files:  ${ site.siteDir }
  Card test:   ${ providers.url } fakes Stripe and 2Checkout; use card 4242 4242 4242 4242,
               any future expiry and any CVC (4000 0000 0000 0002 is declined)

Press Ctrl-C to stop.` );

let stopping = false;
const stop = async () => {
	if ( stopping ) {
		return;
	}
	stopping = true;
	console.log( '\nStopping…' );
	await site.stop();
	await providers.stop();
	await partner.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
