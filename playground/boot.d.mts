/**
 * Types for boot.mjs, for the TypeScript test harness that imports it.
 */
export declare const ADMIN_USER: string;
export declare const ADMIN_PASSWORD: string;

export interface PlaygroundSite {
	url: string;
	siteDir: string;
	stop: () => Promise< void >;
}

export declare function bootPlayground( options?: {
	port?: number;
	siteName?: string;
	persist?: boolean;
	login?: boolean;
	quiet?: boolean;
	testHelpers?: boolean;
	settings?: Record< string, unknown > | null;
} ): Promise< PlaygroundSite >;
