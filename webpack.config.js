/**
 * Extends @wordpress/scripts: every blocks/<slug>/block.json becomes build/blocks/<slug>/,
 * with @opengive/* resolving to src/ (mirrors tsconfig "paths").
 */
const path = require( 'path' );

// The default config discovers block.json files under WP_SOURCE_PATH.
process.env.WP_SOURCE_PATH = process.env.WP_SOURCE_PATH || 'blocks';

const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const blocks = {
	...defaultConfig,
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build/blocks' ),
	},
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

module.exports = [ blocks, jsxRuntime ];
