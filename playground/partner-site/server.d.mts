/**
 * Types for server.mjs, for the TypeScript browser test that starts it.
 */
export declare function embedRoot(
	wordpressUrl: string,
	formId: number,
	format: string,
	button: string
): string;

export declare function partnerPage(
	wordpressUrl: string,
	forms: Array< { id: number; title: string } >
): string;

export declare function startPartnerSite( options: {
	wordpressUrl: string;
	port?: number;
	host?: string;
	forms?: Array< { id: number; title: string } >;
} ): Promise< { port: number; url: string; stop: () => Promise< void > } >;
