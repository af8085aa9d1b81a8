// The console matchers (toHaveErroredWith, ...) @wordpress/scripts' jest preset installs.
/// <reference path="../node_modules/@wordpress/jest-console/declarations.d.ts" />
