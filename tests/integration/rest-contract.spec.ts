/**
 * The real plugin answers every request of tests/fixtures/rest-contract.json with the status, error
 * code, error field and field names recorded in rest-contract-recorded.json; the PHP-free mock is held
 * to the same recording by tests/unit/rest-contract.test.ts, so the mock cannot drift from the plugin
 * unnoticed.
 *
 * Re-record after an intended API change: `npm run record:contract` (OPENGIVE_RECORD_CONTRACT=1 makes
 * this spec write the recording instead of comparing), then update tests/unit/mock-rest.ts until the
 * jest contract test passes, in the same commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole, type LoggedIn } from '../site';
import {
	CONTRACT_REQUESTS,
	RECORDING,
	answerShape,
	resolveRequest,
	type AnswerShape,
} from '../unit/rest-contract';

const RECORDING_FILE = path.join(
	__dirname,
	'..',
	'fixtures',
	'rest-contract-recorded.json'
);

test( 'the real plugin answers every contract request with the recorded status, error code and field names', async ( {
	playwright,
	request,
} ) => {
	// 25 requests; Playground answers each in ~0.7 s on an idle machine, several seconds on a busy one.
	test.setTimeout( 360_000 );
	const formId = await demoFormId( request );
	const admin: LoggedIn = await logInWithRole( playwright, 'administrator' );
	const anonymous = await playwright.request.newContext();
	const unique = `${ Date.now() }`;
	const answers: Record< string, AnswerShape > = {};
	for ( const listed of CONTRACT_REQUESTS ) {
		const sent = resolveRequest( listed, formId, unique );
		const who = sent.role === 'administrator' ? admin.context : anonymous;
		const response = await who.fetch(
			`${ baseUrl() }/wp-json${ sent.path }`,
			{
				method: sent.method,
				headers:
					sent.role === 'administrator'
						? { 'X-WP-Nonce': admin.nonce }
						: {},
				data: sent.body,
			}
		);
		answers[ listed.name ] = answerShape(
			response.status(),
			await response.json()
		);
	}

	const recording = process.env.OPENGIVE_RECORD_CONTRACT === '1';
	if ( recording ) {
		const page = await anonymous.get( `${ baseUrl() }/donate/` );
		const attribute = ( await page.text() ).match(
			/data-opengive-form="([^"]+)"/
		);
		if ( ! attribute ) {
			throw new Error( 'The demo form printed no data-opengive-form.' );
		}
		const form = JSON.parse(
			attribute[ 1 ]
				.replace( /&quot;/g, '"' )
				.replace( /&#039;/g, "'" )
				.replace( /&lt;/g, '<' )
				.replace( /&gt;/g, '>' )
				.replace( /&amp;/g, '&' )
		);
		fs.writeFileSync(
			RECORDING_FILE,
			JSON.stringify(
				{
					$comment: RECORDING.$comment,
					form,
					answers,
				},
				null,
				'\t'
			) + '\n'
		);
	}
	await admin.context.dispose();
	await anonymous.dispose();

	// One comparison over the whole table, so a drift report names every request that changed. When
	// recording, the file just written is the reference (its import above is the previous recording).
	const reference = recording
		? JSON.parse( fs.readFileSync( RECORDING_FILE, 'utf8' ) ).answers
		: RECORDING.answers;
	expect( answers ).toEqual( reference );
} );
