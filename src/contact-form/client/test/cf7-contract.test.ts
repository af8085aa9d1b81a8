/**
 * Contact Form 7's contract (tests/fixtures/conformance/cf7-rest-contract.json): each server status of
 * `statuses_in_order_of_checks` gives its html_status and fires its specific event, the client-only
 * statuses keep their names. tests/php/ContactCf7ContractTest.php reads the same table for the
 * server's no-JS rendering.
 */
import { loadConformance } from '../../../../tests/unit/conformance';
import { htmlStatus } from '../status';
import { RESULT_EVENTS } from '../submit';

interface Contract {
	statuses_in_order_of_checks: Array< {
		status: string;
		html_status?: string;
		event?: string;
	} >;
	client_only_statuses: string[];
}

const contract = loadConformance< Contract >( 'cf7-rest-contract.json' );
const withHtml = contract.statuses_in_order_of_checks.filter(
	( row ) => row.html_status !== undefined
);
const withEvent = contract.statuses_in_order_of_checks.filter( ( row ) =>
	/^wpcf7[a-z]+$/.test( row.event ?? '' )
);

it( 'reads the seven server statuses with a form status and the six with their own event', () => {
	expect( withHtml ).toHaveLength( 7 );
	expect( withEvent ).toHaveLength( 6 );
} );

it.each( withHtml.map( ( row ) => [ row.status, row.html_status ] ) )(
	'server status %s is form status %s',
	( status, html ) => {
		expect( htmlStatus( status ) ).toBe( html );
	}
);

it.each( withEvent.map( ( row ) => [ row.status, row.event ] ) )(
	'server status %s fires %s',
	( status, event ) => {
		expect( `wpcf7${ RESULT_EVENTS[ status ] }` ).toBe( event );
	}
);

it.each( contract.client_only_statuses )(
	'client-only status %s keeps its name',
	( status ) => {
		expect( htmlStatus( status ) ).toBe( status );
	}
);
