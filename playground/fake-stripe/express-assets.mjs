/**
 * The stand-in Express Checkout Element's two frames, both on the fake's origin: the wallet button,
 * and the wallet's sheet (the gift's lines and total, the wallet's name, email and test card).
 * Each talks only to the page that framed it (its `parent` query argument).
 */

const TALK = `
var query = new URLSearchParams( location.search );
var parentOrigin = query.get( 'parent' );
function send( message ) { parent.postMessage( Object.assign( { source: 'opengive-fake-stripe' }, message ), parentOrigin ); }`;

export const EXPRESS_BUTTON_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Express checkout (test)</title>
<style>body{margin:0}button{box-sizing:border-box;width:100%;height:44px;border:0;border-radius:6px;background:#000;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer}button:focus-visible{outline:3px solid #4d90fe;outline-offset:-3px}</style>
</head><body><button type="button" id="pay">Donate with Google Pay (test)</button>
<script>( function () {${ TALK }
document.getElementById( 'pay' ).addEventListener( 'click', function () { send( { type: 'press' } ); } );
send( { type: 'ready' } );
} )();</script></body></html>`;

// Test cards the wallet holds: Stripe's success and generic-decline numbers.
export const EXPRESS_SHEET = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Google Pay (test)</title>
<style>
html,body{margin:0;height:100%;background:rgba(0,0,0,.45);font:16px system-ui,sans-serif;color:#1e1e1e}
.sheet{box-sizing:border-box;position:absolute;left:50%;bottom:0;transform:translateX(-50%);width:min(420px,100%);background:#fff;border-radius:12px 12px 0 0;padding:20px}
h1{font-size:18px;margin:0 0 12px}table{width:100%;border-collapse:collapse;margin:0 0 12px}td{padding:4px 0}td+td{text-align:right}
tr.total td{border-top:1px solid #ddd;font-weight:600}label{display:block;font-size:14px;margin:8px 0 4px}
input,select{box-sizing:border-box;width:100%;font:inherit;padding:8px;border:1px solid #8c8f94;border-radius:4px}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;min-height:44px;font:inherit;border-radius:6px;border:1px solid #1e1e1e;background:#fff;cursor:pointer}
button#pay{background:#000;color:#fff}#status{min-height:1.2em;margin:12px 0 0}#status.failed{color:#b32d2e}
</style></head><body><div class="sheet" role="dialog" aria-modal="true" aria-labelledby="title">
<h1 id="title">Google Pay (test)</h1>
<table aria-label="Your gift"><tbody id="lines"></tbody></table>
<label for="name">Name</label><input id="name" value="Wally Wallet" autocomplete="off">
<label for="email">Email</label><input id="email" value="wally.wallet@example.org" autocomplete="off">
<label for="card">Card</label><select id="card"><option value="4242424242424242">Visa •••• 4242</option><option value="4000000000000002">Visa •••• 0002 (declines)</option></select>
<p id="status" role="status"></p>
<div class="actions"><button type="button" id="cancel">Cancel</button><button type="button" id="pay">Pay</button></div>
</div>
<script>( function () {${ TALK }
var key = query.get( 'key' );
var currency = ( query.get( 'currency' ) || 'usd' ).toUpperCase();
var format = new Intl.NumberFormat( 'en-US', { style: 'currency', currency: currency } );
var divisor = Math.pow( 10, format.resolvedOptions().maximumFractionDigits );
function money( minor ) { return format.format( Number( minor ) / divisor ); }
var lines = document.getElementById( 'lines' );
function row( name, amount, total ) {
	var tr = document.createElement( 'tr' );
	if ( total ) { tr.className = 'total'; }
	[ name, money( amount ) ].forEach( function ( text ) { var td = document.createElement( 'td' ); td.textContent = text; tr.appendChild( td ); } );
	lines.appendChild( tr );
}
JSON.parse( query.get( 'items' ) || '[]' ).forEach( function ( item ) { row( item.name, item.amount, false ); } );
row( 'Total', query.get( 'amount' ), true );
var status = document.getElementById( 'status' );
var pay = document.getElementById( 'pay' );
document.getElementById( 'name' ).focus();
document.getElementById( 'cancel' ).addEventListener( 'click', function () { send( { type: 'cancel' } ); } );
pay.addEventListener( 'click', function () {
	if ( pay.textContent === 'Close' ) { send( { type: 'cancel' } ); return; }
	pay.disabled = true;
	status.className = '';
	status.textContent = 'Processing…';
	send( { type: 'authorised', billingDetails: { name: document.getElementById( 'name' ).value, email: document.getElementById( 'email' ).value } } );
} );
window.addEventListener( 'message', function ( event ) {
	var data = event.data || {};
	if ( event.origin !== parentOrigin || data.source !== 'opengive-fake-stripe' ) { return; }
	if ( data.type === 'failed' ) {
		status.className = 'failed';
		status.textContent = data.message || 'Payment failed.';
		pay.disabled = false;
		pay.textContent = 'Close';
		return;
	}
	if ( data.type !== 'tokenize' ) { return; }
	var body = new URLSearchParams( {
		'payment_method_data[type]': 'card',
		'payment_method_data[card][number]': document.getElementById( 'card' ).value,
		'payment_method_data[card][exp_month]': '12',
		'payment_method_data[card][exp_year]': String( new Date().getFullYear() + 3 ),
		'payment_method_data[card][cvc]': '123',
		'payment_method_data[billing_details][name]': document.getElementById( 'name' ).value,
		'payment_method_data[billing_details][email]': document.getElementById( 'email' ).value,
		return_url: data.returnUrl || ''
	} );
	fetch( '/stripe/v1/confirmation_tokens', { method: 'POST', headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() } )
		.then( function ( response ) { return response.json(); } )
		.then( function ( answer ) { send( answer.error ? { id: data.id, error: answer.error } : { id: data.id, token: answer } ); } )
		.catch( function () { send( { id: data.id, error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } } ); } );
} );
} )();</script></body></html>`;
