import { fillReceiptWhenReady } from '../receipt-loader';
import { specTiming } from '../../../tests/unit/spec-timings';

const AJAX = 'https://charity.example/wp-admin/admin-ajax.php';

describe( 'fillReceiptWhenReady', () => {
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( 'polls every 50 ms until the area has its key, then fetches get_receipt with the spec’s parameters', async () => {
		jest.useFakeTimers();
		const fetched: string[] = [];
		window.fetch = jest.fn( async ( url: unknown ) => {
			fetched.push( String( url ) );
			return { text: async () => '<section>Thank you</section>' };
		} ) as unknown as typeof fetch;
		document.cookie = 'opengive_donor_session=abc123';
		const area = document.createElement( 'div' );
		area.dataset.shortcodeAtts = '{"donor":"false"}';
		document.body.appendChild( area );
		const poll = specTiming( 'receiptPollMs' );

		fillReceiptWhenReady( area, AJAX );
		jest.advanceTimersByTime( poll * 4 );
		expect( fetched ).toEqual( [] );

		area.dataset.opengiveReceiptKey = 'a'.repeat( 32 );
		jest.advanceTimersByTime( poll - 1 );
		expect( fetched ).toEqual( [] );
		jest.advanceTimersByTime( 1 );
		expect( fetched ).toHaveLength( 1 );
		const url = new URL( fetched[ 0 ] );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'get_receipt',
			shortcode_atts: '{"donor":"false"}',
			donation_id: 'a'.repeat( 32 ),
			receipt_type: 'donation',
			cookie: 'abc123',
		} );
		await jest.runAllTimersAsync();
		expect( area ).toHaveTextContent( 'Thank you' );
		expect( fetched ).toHaveLength( 1 );
	} );
} );
