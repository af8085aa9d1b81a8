/**
 * Types for run-all-lib.mjs, for its unit test.
 */
export interface Counts {
	passed: number;
	failed: number;
	skipped: number;
}
export declare function readJson( file: string ): any;
export declare function junitCounts( xml: string ): Counts | null;
export declare function jestCounts( report: any ): Counts | null;
export declare function playwrightCounts(
	report: any,
	projects: string[]
): Record< string, Counts > | null;
export declare function playwrightTotal(
	report: any,
	projects: string[]
): Counts | null;
export declare function projectExitCode(
	code: number,
	counts: Record< string, Counts > | null,
	project: string
): number;
export declare function playwrightFailures( report: any ): string[];
export declare function judgeLayer(
	layer: string,
	counts: Counts | null,
	exitCode: number,
	expected: any
): { problems: string[]; hints: string[] };
export declare function findFocusAndSkip(
	root: string,
	files: string[]
): string[];
export declare function testFiles( root: string ): string[];
