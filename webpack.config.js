/**
 * Extends @wordpress/scripts: every blocks/<slug>/block.json becomes build/blocks/<slug>/,
 * with @opengive/* resolving to src/ (mirrors tsconfig "paths").
 */
const path = require( 'path' );

// The default config discovers block.json files under WP_SOURCE_PATH.
process.env.WP_SOURCE_PATH = process.env.WP_SOURCE_PATH || 'blocks';

const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const MiniCssExtractPlugin = require( 'mini-css-extract-plugin' );
const {
	ScriptChunkLoadingPlugin,
	SCRIPT_CHUNK_LOADING,
} = require( './playground/tools/script-chunk-loading' );

/*
 * The data tables in plugin/data/ open with prose for the people and the PHP reading them (a
 * top-level "_comment" or "description"); no script reads it, so browsers are not sent it.
 */
const dataTablesWithoutProse = {
	test: /plugin[\\/]data[\\/][^\\/]+\.json$/,
	type: 'json',
	parser: {
		parse( text ) {
			const table = JSON.parse( text );
			delete table._comment;
			delete table.description;
			return table;
		},
	},
};

const blocks = {
	...defaultConfig,
	module: {
		...defaultConfig.module,
		rules: [ ...defaultConfig.module.rules, dataTablesWithoutProse ],
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build/blocks' ),
		/*
		 * Chunks a view script loads on demand (the donation form's card, login and receipt parts):
		 * beside the script, by our small loader (playground/tools/script-chunk-loading.js), with a
		 * content hash in the name so a changed chunk is never served from a cache.
		 */
		chunkFilename: '[name].[contenthash:8].js',
		chunkFormat: 'array-push',
		chunkLoading: SCRIPT_CHUNK_LOADING,
		// The blocks' chunks go through their own loading global, apart from the other bundles'.
		uniqueName: 'opengiveBlocks',
	},
	plugins: [
		// No view chunk brings CSS (each block's stylesheet is an entry of its own), so the CSS
		// chunk loader, and the public path it needs, stay out of the view scripts.
		...defaultConfig.plugins.map( ( plugin ) =>
			plugin instanceof MiniCssExtractPlugin
				? new MiniCssExtractPlugin( {
						...plugin.options,
						runtime: false,
					} )
				: plugin
		),
		new ScriptChunkLoadingPlugin(),
	],
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...( defaultConfig.resolve && defaultConfig.resolve.alias ),
			'@opengive': path.resolve( __dirname, 'src' ),
		},
	},
};

/*
 * WordPress 6.5 has no 'react-jsx-runtime' script (6.6 added it), yet the build's JSX imports it.
 * Like the Gutenberg plugin, we ship it and register it only where core lacks it (Blocks\Compat).
 */
const jsxRuntime = {
	mode: defaultConfig.mode,
	entry: { 'react-jsx-runtime': 'react/jsx-runtime' },
	output: {
		path: path.resolve( __dirname, 'build/vendor' ),
		filename: '[name].js',
		library: { name: 'ReactJSXRuntime', type: 'window' },
	},
	externals: { react: 'React' },
};

/*
 * The admin screens. WordPress 6.5 ships neither @wordpress/dataviews nor a @wordpress/components new
 * enough for it, so this bundle carries its own copies of the UI packages. What must be shared with
 * the page stays external: React, the data registry (core-data's entities live in it), api-fetch
 * (its nonce middleware), i18n (translations), url and date (the site's timezone and formats).
 */
/**
 * The block config's plugins without the ones that copy block.json and render.php files: the
 * admin and editor bundles have none.
 *
 * @param {Array} plugins Webpack plugins.
 */
const notBlockCopies = ( plugins ) =>
	plugins.filter(
		( plugin ) =>
			! [ 'CopyPlugin', 'PhpFilePathsPlugin' ].includes(
				plugin.constructor.name
			)
	);

const SHARED_WITH_CORE = [
	'@wordpress/data',
	'@wordpress/core-data',
	'@wordpress/api-fetch',
	'@wordpress/i18n',
	'@wordpress/url',
	// Core sets its timezone and date formats from the site's settings.
	'@wordpress/date',
];
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const admin = {
	...blocks,
	entry: {
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		'admin-notices': path.resolve(
			__dirname,
			'src/admin/notices-entry.ts'
		),
		'consent-admin': path.resolve(
			__dirname,
			'src/consent/admin/index.tsx'
		),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/admin' ),
		// Staff screens keep webpack's own loader; the small one is for visitors' pages (its plugin is
		// not in this config's list).
		chunkLoading: 'jsonp',
	},
	// Each screen is a lazy chunk (src/admin/index.tsx). chart.js and DataViews get chunks of their
	// own, named, so a screen fetches only what it draws and the page-weight test can tell them apart.
	optimization: {
		...blocks.optimization,
		splitChunks: {
			...blocks.optimization.splitChunks,
			cacheGroups: {
				...blocks.optimization.splitChunks.cacheGroups,
				chart: {
					test: /[\\/]node_modules[\\/](chart\.js|@kurkle)[\\/]/,
					name: 'chart',
					chunks: 'async',
					priority: 20,
				},
				dataviews: {
					test: /[\\/]node_modules[\\/]@wordpress[\\/]dataviews[\\/]/,
					name: 'dataviews',
					chunks: 'async',
					priority: 20,
				},
			},
		},
	},
	plugins: notBlockCopies( defaultConfig.plugins ).map( ( plugin ) =>
		plugin instanceof DependencyExtractionWebpackPlugin
			? new DependencyExtractionWebpackPlugin( {
					requestToExternal( request ) {
						if (
							request.startsWith( '@wordpress/' ) &&
							! SHARED_WITH_CORE.includes( request )
						) {
							return false;
						}
						return undefined;
					},
				} )
			: plugin
	),
};

// The donation form's settings panel in the block editor: core's editor packages, kept external.
const formSettings = {
	...blocks,
	entry: {
		'form-settings': path.resolve(
			__dirname,
			'src/form-settings/index.tsx'
		),
		// The contact form's panel: same externals, one more bundle.
		'contact-settings': path.resolve(
			__dirname,
			'src/contact-form/settings/index.tsx'
		),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/form-settings' ),
	},
	plugins: notBlockCopies( blocks.plugins ),
};

/*
 * embed.js, the donation embed loader for any website (and the embed block's view script): plain
 * DOM, no WordPress or React imports, so the host page needs nothing else (budget: 6 KB gzip).
 */
const embedLoader = {
	...blocks,
	entry: {
		embed: path.resolve( __dirname, 'src/embed/loader/index.ts' ),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/embed' ),
	},
	plugins: notBlockCopies( blocks.plugins ),
};

/*
 * The public cookie banner (issue 14): vanilla TypeScript, no React and no WordPress packages on
 * visitors' pages, deferred in the footer; its size is checked against the 8 KB gzip budget.
 */
const consentBanner = {
	...blocks,
	entry: {
		banner: path.resolve( __dirname, 'src/consent/runtime/index.ts' ),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/consent' ),
	},
	module: {
		...blocks.module,
		rules: [
			...blocks.module.rules,
			// Pure modules: what the banner does not import (the region table) stays out.
			{ test: /src[\\/]consent[\\/].*\.ts$/, sideEffects: false },
		],
	},
	plugins: notBlockCopies( blocks.plugins ),
};

/*
 * The site chrome scripts that are not blocks (issue 16): the header (sticky, dropdown delay,
 * scrollspy) and scroll reveal. Each is enqueued only on pages whose markup uses it.
 */
const chrome = {
	...blocks,
	entry: {
		header: path.resolve( __dirname, 'src/chrome/dom/header-entry.ts' ),
		reveal: path.resolve( __dirname, 'src/chrome/dom/reveal-entry.ts' ),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/chrome' ),
	},
	plugins: notBlockCopies( blocks.plugins ),
};

/*
 * Stylesheets more than one block shares, registered once as a handle of their own: the dialog
 * (opengive-dialog) that the grid and campaign launchers always use, and a donation form only in
 * its modal and button modes, so an inline form's page does not carry it.
 */
const sharedStyles = {
	...blocks,
	entry: {
		dialog: path.resolve( __dirname, 'src/ui/_dialog.scss' ),
	},
	output: {
		...blocks.output,
		path: path.resolve( __dirname, 'build/ui' ),
	},
	plugins: notBlockCopies( blocks.plugins ),
};

module.exports = [
	blocks,
	chrome,
	sharedStyles,
	admin,
	formSettings,
	embedLoader,
	consentBanner,
	jsxRuntime,
];
