/**
 * The spec's timing numbers (tests/fixtures/spec-timings.json), for timing tests: they must not take
 * the number from the module they test, or a wrong constant would pass.
 */
import timings from '../fixtures/spec-timings.json';

export type SpecTiming = keyof typeof timings.timings;

/**
 * A spec number, in milliseconds (or pixels where its name says so).
 *
 * @example specTiming( 'receiptPollMs' ) // 50
 * @param name The fixture's key.
 */
export function specTiming( name: SpecTiming ): number {
	return timings.timings[ name ].value;
}
