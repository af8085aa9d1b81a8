/**
 * Unit tests: jsdom, no PHP, REST mocked through apiFetch's fetch handler (tests/unit/mock-rest).
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/src/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/blocks/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.cache/',
	],
	// Mirrors tsconfig.json "paths".
	moduleNameMapper: {
		'^@opengive/(.*)$': '<rootDir>/src/$1',
		'\\.(css|scss)$': '<rootDir>/tests/unit/style-stub.js',
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/setup.ts' ],
};
