/**
 * The PHP-free mock (tests/unit/mock-rest.ts) answers every request of tests/fixtures/rest-contract.json
 * with the status, error code, error field and field names the real plugin gave when it was recorded
 * (tests/fixtures/rest-contract-recorded.json; tests/integration/rest-contract.spec.ts holds the plugin
 * to the same recording). The mock serves the demo form exactly as render.php printed it.
 */
import apiFetch from '@wordpress/api-fetch';
import type { FormConfig } from '@opengive/types/form-config';
import { campaignRecord, donationRecord, installMockRest } from './mock-rest';
import {
	CONTRACT_REQUESTS,
	RECORDING,
	answerShape,
	resolveRequest,
	type AnswerShape,
} from './rest-contract';

interface RawAnswer {
	status: number;
	json: () => Promise< unknown >;
}

describe( 'the REST mock against the recorded contract', () => {
	it( 'has a recording of the demo form and of every listed request', () => {
		expect( RECORDING.form ).toMatchObject( {
			title: 'Keep the Light On',
		} );
		expect( Object.keys( RECORDING.answers ).sort() ).toEqual(
			CONTRACT_REQUESTS.map( ( request ) => request.name ).sort()
		);
	} );

	it( 'answers every contract request with the status, error code and field names the real plugin gave', async () => {
		const form = RECORDING.form as unknown as FormConfig;
		const mock = installMockRest( [ form ], [], {
			records: {
				donations: [ donationRecord( 1 ), donationRecord( 2 ) ],
				campaigns: [ campaignRecord( 1 ), campaignRecord( 2 ) ],
			},
		} );
		const answers: Record< string, AnswerShape > = {};
		for ( const listed of CONTRACT_REQUESTS ) {
			const sent = resolveRequest( listed, form.formId, 'unit' );
			mock.setUser(
				sent.role === 'administrator' ? 'administrator' : 'anonymous'
			);
			// api-fetch throws an error status's raw response, as it returns a success's.
			const raw = ( await apiFetch( {
				path: sent.path,
				method: sent.method,
				data: sent.body,
				parse: false,
			} ).catch( ( thrown: unknown ) => thrown ) ) as RawAnswer;
			answers[ listed.name ] = answerShape(
				raw.status,
				await raw.json()
			);
		}
		// One comparison over the whole table, so a drift report names every request that differs.
		expect( answers ).toEqual( RECORDING.answers );
	} );
} );
