/**
 * Unit tests: jsdom, no PHP, REST mocked through apiFetch's fetch handler (tests/unit/mock-rest).
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	// Component tests that page through the mocked REST API take seconds on a busy 2-core CI machine;
	// no test reads this value (timing tests use fake timers and tests/fixtures/spec-timings.json).
	testTimeout: 30_000,
	testMatch: [
		'<rootDir>/src/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/blocks/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
	],
	// core-data (the admin's entities) pulls in packages that ship ES modules only; Babel turns
	// them into CommonJS for Jest.
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|marked|@ariakit|@base-ui|@daypicker|date-fns|@date-fns|colorjs\\.io|@wordpress|parsel-js|memize|rememo|lib0|yjs|y-protocols|@tannin|html-entities|lodash-es|stylis|react-day-picker|nanoid|diff|comctx)/)',
	],
	transform: {
		...defaultConfig.transform,
		'\\.mjs$': defaultConfig.transform[ '\\.[jt]sx?$' ],
	},
	moduleFileExtensions: [
		'js',
		'mjs',
		'cjs',
		'jsx',
		'ts',
		'tsx',
		'json',
		'node',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.cache/',
	],
	// Mirrors tsconfig.json "paths".
	moduleNameMapper: {
		'^@opengive/(.*)$': '<rootDir>/src/$1',
		'^@opengive-rest/(.*)$': '<rootDir>/types/rest/$1',
		'\\.(css|scss)$': '<rootDir>/tests/unit/style-stub.js',
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/setup.ts' ],
};
