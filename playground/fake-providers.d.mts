/**
 * Types for fake-providers.mjs, for the TypeScript test harness that imports it.
 */
export declare const FAKE_KEYS: {
	stripePublishable: string;
	stripeSecret: string;
	twocheckoutSeller: string;
	twocheckoutPublishable: string;
	twocheckoutPrivate: string;
};

export declare function fakeProviderSettings(
	url: string
): Record< string, string | boolean >;

export declare function startFakeProviders( options?: { port?: number } ): Promise< {
	url: string;
	requests: Array< { path: string; body: string } >;
	stop: () => Promise< void >;
} >;
