/**
 * Runs async jobs two at a time (the CI machine has two cores), in the order given: each lane takes
 * the next job as soon as its last one ends. Resolves when every job has ended.
 *
 * @param {Array<() => Promise<unknown>>} jobs  Jobs, longest first.
 * @param {number}                        lanes How many run at once.
 * @return {Promise<void>} Settles once all have run.
 */
export async function runTwoAtATime( jobs, lanes = 2 ) {
	const queue = [ ...jobs ];
	const lane = async () => {
		while ( queue.length ) {
			await queue.shift()();
		}
	};
	await Promise.all( Array.from( { length: lanes }, lane ) );
}
