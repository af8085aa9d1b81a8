/**
 * ESLint flat config: @wordpress/scripts' defaults (which use @wordpress/eslint-plugin's recommended
 * set) plus the project's pins.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
// Both come with @wordpress/eslint-plugin (its test-unit and test-playwright configs), whose file
// globs cover .js only; ours are TypeScript, so the rules that keep tests able to fail are set here.
// eslint-disable-next-line import/no-extraneous-dependencies
const jestPlugin = require( 'eslint-plugin-jest' );
// eslint-disable-next-line import/no-extraneous-dependencies
const playwrightPlugin = require( 'eslint-plugin-playwright' );

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
		// Import cycles make evaluation order matter and hide layering mistakes: the pure modules in
		// src/ must not reach back into the components that use them. The rule skips `import type`,
		// so the edit.tsx/index.tsx pair is kept apart by the second rule (types live in types.ts).
		files: [ 'src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}' ],
		settings: {
			// The rule parses every imported module; without this it cannot read TypeScript and
			// silently sees no imports at all.
			'import/parsers': {
				'@typescript-eslint/parser': [ '.ts', '.tsx' ],
			},
		},
		rules: {
			'import/no-cycle': [ 'error', { ignoreExternal: true } ],
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: [ './index', '../index', './index.tsx' ],
							message:
								"A block's index.tsx registers it; import its types from types.ts instead.",
						},
					],
				},
			],
		},
	},
	{
		// jest: a test that can pass while the feature is broken is worse than none.
		files: [
			'src/**/test/**/*.{ts,tsx}',
			'blocks/**/test/**/*.{ts,tsx}',
			'tests/unit/**/*.{ts,tsx}',
		],
		plugins: { jest: jestPlugin },
		rules: {
			'jest/no-focused-tests': 'error',
			'jest/no-disabled-tests': 'error',
			'jest/no-conditional-expect': 'error',
			'jest/no-identical-title': 'error',
			'jest/valid-expect': 'error',
			'jest/no-standalone-expect': 'error',
		},
	},
	{
		// Playwright specs: the same rules through Playwright's own plugin.
		files: [ 'tests/integration/**/*.ts', 'tests/e2e/**/*.ts' ],
		plugins: { playwright: playwrightPlugin },
		rules: {
			'playwright/no-focused-test': 'error',
			'playwright/no-skipped-test': 'error',
			'playwright/no-conditional-expect': 'error',
			'playwright/valid-expect': 'error',
			'playwright/missing-playwright-await': 'error',
			'playwright/no-standalone-expect': 'error',
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
