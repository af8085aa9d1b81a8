/**
 * How npm test runs its first jobs (static checks, build, unit tests): two at a time, in order,
 * each lane taking the next job as soon as its own ends.
 */
import { runTwoAtATime } from '../run-all-pool.mjs';

/**
 * A job that records when it starts and ends, and ends when its gate is opened.
 * @param name
 * @param log
 */
function gatedJob( name: string, log: string[] ) {
	let open = () => {};
	const gate = new Promise< void >( ( resolve ) => ( open = resolve ) );
	const job = async () => {
		log.push( `start ${ name }` );
		await gate;
		log.push( `end ${ name }` );
	};
	return { job, open: () => open() };
}

const tick = () => new Promise( ( resolve ) => setImmediate( resolve ) );

describe( 'runTwoAtATime', () => {
	it( 'starts two jobs, starts the third only when one of them ends, and waits for all', async () => {
		const log: string[] = [];
		const [ a, b, c ] = [ 'a', 'b', 'c' ].map( ( name ) =>
			gatedJob( name, log )
		);
		let done = false;
		const all = runTwoAtATime( [ a.job, b.job, c.job ] ).then( () => {
			done = true;
		} );
		await tick();
		expect( log ).toEqual( [ 'start a', 'start b' ] );
		b.open();
		await tick();
		expect( log ).toEqual( [ 'start a', 'start b', 'end b', 'start c' ] );
		c.open();
		await tick();
		expect( done ).toBe( false );
		a.open();
		await all;
		expect( log ).toEqual( [
			'start a',
			'start b',
			'end b',
			'start c',
			'end c',
			'end a',
		] );
	} );

	it( 'runs every job once when there are fewer jobs than lanes', async () => {
		const ran: number[] = [];
		await runTwoAtATime( [ async () => ran.push( 1 ) ], 2 );
		expect( ran ).toEqual( [ 1 ] );
	} );
} );
