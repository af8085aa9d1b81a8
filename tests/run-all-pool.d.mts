/**
 * Types for run-all-pool.mjs, for its unit test.
 */
export declare function runTwoAtATime(
	jobs: Array< () => Promise< unknown > >,
	lanes?: number
): Promise< void >;
