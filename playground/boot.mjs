/**
 * Boots WordPress Playground offline with the OpenGive plugin and its build mounted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCLI } from '@wp-playground/cli';
import { ROOT, siteDirectory } from './wordpress.mjs';

export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'password';

/**
 * Host folders mounted into every Playground boot (server and php command alike).
 *
 * @return {Array<{hostPath: string, vfsPath: string}>} Mounts.
 */
export function pluginMounts() {
	const build = path.join( ROOT, 'build' );
	fs.mkdirSync( build, { recursive: true } );
	return [
		{
			hostPath: path.join( ROOT, 'plugin' ),
			vfsPath: '/wordpress/wp-content/plugins/opengive',
		},
		{
			hostPath: build,
			vfsPath: '/wordpress/wp-content/plugins/opengive/build',
		},
		{
			hostPath: path.join( ROOT, 'playground' ),
			vfsPath: '/opengive-playground',
		},
	];
}

/**
 * Reads the demo blueprint.
 *
 * @return {Object} Blueprint.
 */
export function demoBlueprint() {
	return JSON.parse(
		fs.readFileSync(
			path.join( ROOT, 'playground', 'blueprint.json' ),
			'utf8'
		)
	);
}

/**
 * Starts a Playground server.
 *
 * @param {Object}  options
 * @param {number}  options.port        Port to listen on.
 * @param {string}  options.siteName    Folder under .cache/sites.
 * @param {boolean} options.persist     Keep the previous site's data instead of a pristine copy.
 * @param {boolean} options.login       Opening wp-admin logs the browser in as the admin (demo only;
 *                                      tests log in themselves). The front end stays a plain 200.
 * @param {boolean} options.quiet       Silence the CLI's own output.
 * @param {boolean} options.testHelpers Also mount and activate tests/support/opengive-test-helpers.
 * @param {Object}  options.settings    OpenGive settings to store (e.g. gateway keys and addresses).
 * @return {Promise<{url: string, siteDir: string, stop: () => Promise<void>}>} The running site.
 */
export async function bootPlayground( {
	port = 9400,
	siteName = 'demo',
	persist = false,
	login = false,
	quiet = true,
	testHelpers = false,
	settings = null,
} = {} ) {
	const { dir, fresh } = siteDirectory( siteName, persist );
	const blueprint = demoBlueprint();
	const mounts = pluginMounts();
	if ( testHelpers ) {
		mounts.push( {
			hostPath: path.join(
				ROOT,
				'tests',
				'support',
				'opengive-test-helpers'
			),
			vfsPath: '/wordpress/wp-content/plugins/opengive-test-helpers',
		} );
		blueprint.steps.push( {
			step: 'activatePlugin',
			pluginPath: 'opengive-test-helpers/opengive-test-helpers.php',
		} );
	}
	if ( login ) {
		// Not Playground's --login: that answers every cookie-less request, front end included,
		// with a cookie-setting redirect (a loop for plain HTTP clients). playground/demo-login.php
		// logs in on wp-admin page views only. playground/demo-mailbox.php keeps the mail this offline
		// machine cannot send (receipts, the account confirmation link) at /?opengive-demo-mailbox.
		blueprint.steps.push( {
			step: 'runPHP',
			code: `<?php if ( ! is_dir( '/wordpress/wp-content/mu-plugins' ) ) { mkdir( '/wordpress/wp-content/mu-plugins', 0777, true ); } file_put_contents( '/wordpress/wp-content/mu-plugins/opengive-demo-login.php', "<?php\nrequire '/opengive-playground/demo-login.php';\nrequire '/opengive-playground/demo-mailbox.php';\n" );`,
		} );
	}
	if ( settings ) {
		blueprint.steps.push( {
			step: 'runPHP',
			code: `<?php require '/wordpress/wp-load.php'; update_option( 'opengive_settings', array_merge( (array) get_option( 'opengive_settings', array() ), json_decode( base64_decode( '${ Buffer.from(
				JSON.stringify( settings )
			).toString( 'base64' ) }' ), true ) ) );`,
		} );
	}
	const server = await runCLI( {
		command: 'server',
		port,
		php: '8.3',
		quiet,
		login: false,
		workers: 2,
		'mount-before-install': [ { hostPath: dir, vfsPath: '/wordpress' } ],
		mount: mounts,
		wordpressInstallMode: fresh
			? 'install-from-existing-files'
			: 'install-from-existing-files-if-needed',
		blueprint,
	} );
	// Playground answers the very first request with a redirect (its auto-login handshake, even with
	// login off). Take it here so a test's first POST is not turned into a GET by the redirect.
	await fetch( server.serverUrl + '/', { redirect: 'manual' } );
	return {
		url: server.serverUrl,
		siteDir: dir,
		stop: () => server[ Symbol.asyncDispose ](),
	};
}
