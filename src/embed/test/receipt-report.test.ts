import {
	COMPLETED_ATTRIBUTE,
	keepReceiptOnReload,
	parseCompletedGift,
	reportShownReceipts,
} from '../receipt-report';

/** Makes this window a frame whose parent records what it is sent; answers the record. */
function inFrame() {
	const sent: unknown[] = [];
	Object.defineProperty( window, 'parent', {
		value: { postMessage: ( data: unknown ) => sent.push( data ) },
		configurable: true,
	} );
	window.name = 'opengive-embed-7-inline';
	return sent;
}

afterEach( () => {
	Object.defineProperty( window, 'parent', {
		value: window,
		configurable: true,
	} );
	document.body.innerHTML = '';
	window.history.replaceState( null, '', '/' );
} );

function receiptOnPage( value: string ) {
	const element = document.createElement( 'div' );
	element.setAttribute( COMPLETED_ATTRIBUTE, value );
	document.body.append( element );
}

describe( 'reportShownReceipts', () => {
	it( 'sends donation-completed once per call for a server-rendered receipt, in the after-submit shape', () => {
		const sent = inFrame();
		receiptOnPage(
			JSON.stringify( { formId: 7, amount: 5150, currency: 'USD' } )
		);
		expect( reportShownReceipts( window ) ).toBe( 1 );
		expect( sent ).toEqual( [
			{
				type: 'donation-completed',
				embedId: 'opengive-embed-7-inline',
				formId: 7,
				amount: 5150,
				currency: 'USD',
			},
		] );
		// A reload is a new page load, so a new call: one more message, the same one.
		reportShownReceipts( window );
		expect( sent ).toHaveLength( 2 );
		expect( sent[ 1 ] ).toEqual( sent[ 0 ] );
	} );

	it( 'passes on only form, amount and currency, whatever else the attribute carries', () => {
		const sent = inFrame();
		receiptOnPage(
			JSON.stringify( {
				formId: 7,
				amount: 100,
				currency: 'EUR',
				email: 'donor@example.org',
			} )
		);
		reportShownReceipts( window );
		expect( JSON.stringify( sent ) ).not.toContain( 'donor@example.org' );
	} );

	it( 'sends nothing outside a frame, or for a page without a receipt', () => {
		receiptOnPage(
			JSON.stringify( { formId: 7, amount: 100, currency: 'EUR' } )
		);
		expect( reportShownReceipts( window ) ).toBe( 0 );
		document.body.innerHTML = '';
		const sent = inFrame();
		expect( reportShownReceipts( window ) ).toBe( 0 );
		expect( sent ).toEqual( [] );
	} );
} );

describe( 'parseCompletedGift', () => {
	it.each( [
		[ 'not json', '{' ],
		[ 'a string', '"x"' ],
		[ 'a fractional amount', '{"formId":7,"amount":1.5,"currency":"USD"}' ],
		[ 'a missing form', '{"amount":100,"currency":"USD"}' ],
		[
			'a lower-case currency',
			'{"formId":7,"amount":100,"currency":"usd"}',
		],
	] )( 'refuses %s', ( _name, raw ) => {
		expect( parseCompletedGift( raw ) ).toBeNull();
	} );
} );

describe( 'keepReceiptOnReload', () => {
	it( "points a frame's address at its receipt, so a reload shows the receipt", () => {
		inFrame();
		window.history.replaceState( null, '', '/?opengive-form-view=7' );
		keepReceiptOnReload(
			`${ window.location.origin }/?opengive-form-view=7&opengive-receipt=abc`
		);
		expect( window.location.search ).toBe(
			'?opengive-form-view=7&opengive-receipt=abc'
		);
	} );

	it( 'leaves the address alone outside a frame and for another origin', () => {
		keepReceiptOnReload(
			`${ window.location.origin }/?opengive-receipt=abc`
		);
		expect( window.location.search ).toBe( '' );
		inFrame();
		keepReceiptOnReload(
			'https://elsewhere.example/?opengive-receipt=abc'
		);
		expect( window.location.search ).toBe( '' );
	} );
} );
