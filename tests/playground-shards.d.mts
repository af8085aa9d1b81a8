/**
 * Types for playground-shards.mjs, for its unit test.
 */
export declare function assignShards(
	files: string[],
	weights: Record< string, number >,
	count: number,
	start?: number[]
): string[][];
export declare function specSeconds( report: any ): Record< string, number >;
export declare function specFiles( root: string, projects: string[] ): string[];
