/**
 * ESLint flat config: @wordpress/scripts' defaults (which use @wordpress/eslint-plugin's recommended
 * set) plus the project's pins.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{
		ignores: [
			'**/*.d.mts',
			'build/**',
			'.cache/**',
			'test-results/**',
			'playwright-report/**',
			'tests/artifacts/**',
		],
	},
	...defaultConfig,
	{
		rules: {
			'react-hooks/exhaustive-deps': 'error',
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'opengive' },
			],
		},
	},
	{
		// Node scripts and test harnesses talk to the console on purpose.
		files: [
			'playground/**',
			'tests/**/*.mjs',
			'tests/integration/**',
			'tests/e2e/**',
			'*.config.*',
		],
		rules: {
			'no-console': 'off',
		},
	},
];
