/**
 * What the provider fake serves for Stripe.js: the stand-in script (stripe-js.ts with its types
 * stripped, once per process) and the card frame the stand-in's Payment Element shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const HERE = path.dirname( new URL( import.meta.url ).pathname );

let script = null;

/**
 * The stand-in for https://js.stripe.com/v3: its modules with their types stripped, one after
 * the other in one function (the express element first, as the main module uses it), their
 * imports and exports taken out as a browser loads one script.
 *
 * @return {string} JavaScript.
 */
export function standInScript() {
	if ( script === null ) {
		// TypeScript is a devDependency: the fake runs only in the demo and the tests.
		const ts = require( 'typescript' );
		const plain = ( file ) =>
			ts
				.transpileModule(
					fs.readFileSync( path.join( HERE, file ), 'utf8' ),
					{
						compilerOptions: {
							target: ts.ScriptTarget.ES2019,
							module: ts.ModuleKind.ESNext,
						},
					}
				)
				.outputText.replace( /^import .*;\s*$/gm, '' )
				.replace( /^export \{\};\s*$/gm, '' )
				.replace( /^export (class|function|const) /gm, '$1 ' );
		// In a function of its own: a page that loads it twice must not redeclare its names.
		script = `( function () {\n${ plain( 'express-checkout.ts' ) }\n${ plain(
			'stripe-js.ts'
		) }\n} )();\n`;
	}
	return script;
}

// The card frame: on the fake's origin, so the page around it can read none of it. It answers the
// stand-in's questions (validate, tokenize) only when they come from the page that framed it.
export const ELEMENTS_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Card details (test)</title>
<style>
body{margin:0;font:16px system-ui,sans-serif;color:#1e1e1e}
label{display:block;font-size:14px;margin:0 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:8px;border:1px solid #8c8f94;border-radius:4px}
input[aria-invalid=true]{border-color:#b32d2e}
.row{display:flex;gap:12px}.row p{flex:1}p{margin:0 0 12px}
#error{color:#b32d2e;min-height:1.2em;margin:0;font-size:14px}
fieldset{border:0;margin:0 0 12px;padding:0;display:flex;gap:8px;flex-wrap:wrap}legend{font-size:14px;padding:0;margin:0 0 4px}
.tab{border:1px solid #8c8f94;border-radius:4px;padding:6px 10px;font-size:14px;margin:0}.tab input{width:auto;margin:0 6px 0 0}
.mandate{font-size:12px;color:#50575e}
</style></head><body>
<fieldset><legend>Payment method</legend><label class="tab"><input type="radio" name="method" value="card" checked> Card</label><label class="tab"><input type="radio" name="method" value="sepa_debit"> SEPA Direct Debit</label></fieldset>
<div id="sepa" hidden><p><label for="iban">IBAN</label><input id="iban" autocomplete="off" placeholder="DE00 0000 0000 0000 0000 00"></p>
<p class="mandate">By providing your payment information and confirming this payment, you authorise the charity and Stripe, our payment service provider, to send instructions to your bank to debit your account in accordance with those instructions. (Test mandate.)</p></div>
<div id="card">
<p><label for="number">Card number</label><input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></p>
<div class="row"><p><label for="expiry">Expiration date</label><input id="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></p>
<p><label for="cvc">Security code</label><input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></p></div></div>
<p id="error" role="alert"></p>
<script>
( function () {
	var query = new URLSearchParams( location.search );
	var parentOrigin = query.get( 'parent' );
	var key = query.get( 'key' );
	var fields = { number: document.getElementById( 'number' ), expiry: document.getElementById( 'expiry' ), cvc: document.getElementById( 'cvc' ) };
	var iban = document.getElementById( 'iban' );
	function method() { return document.querySelector( 'input[name=method]:checked' ).value; }
	document.querySelectorAll( 'input[name=method]' ).forEach( function ( tab ) {
		tab.addEventListener( 'change', function () {
			document.getElementById( 'card' ).hidden = method() !== 'card';
			document.getElementById( 'sepa' ).hidden = method() !== 'sepa_debit';
			show( null );
			change();
		} );
	} );
	iban.addEventListener( 'input', function () { change(); } );
	function digits( value ) { return value.replace( /\\D/g, '' ); }
	function luhn( number ) {
		var sum = 0;
		number.split( '' ).reverse().forEach( function ( char, index ) {
			var digit = Number( char );
			if ( index % 2 === 1 ) { digit *= 2; if ( digit > 9 ) { digit -= 9; } }
			sum += digit;
		} );
		return number.length >= 12 && sum % 10 === 0;
	}
	function problem() {
		if ( method() === 'sepa_debit' ) {
			return iban.value.replace( /\s/g, '' ).length >= 15 ? null : [ 'iban', 'Your IBAN is incomplete.' ];
		}
		var number = digits( fields.number.value );
		var expiry = digits( fields.expiry.value );
		if ( ! luhn( number ) ) { return [ 'number', 'Your card number is incomplete.' ]; }
		if ( expiry.length !== 4 || Number( expiry.slice( 0, 2 ) ) < 1 || Number( expiry.slice( 0, 2 ) ) > 12 ) { return [ 'expiry', "Your card's expiration date is incomplete." ]; }
		if ( ! /^\\d{3,4}$/.test( digits( fields.cvc.value ) ) ) { return [ 'cvc', "Your card's security code is incomplete." ]; }
		return null;
	}
	function send( message ) { parent.postMessage( Object.assign( { source: 'opengive-fake-stripe' }, message ), parentOrigin ); }
	function change() {
		var empty = ! fields.number.value && ! fields.expiry.value && ! fields.cvc.value;
		send( { type: 'change', event: { elementType: 'payment', collapsed: false, empty: empty, complete: ! problem(), value: { type: method() } } } );
	}
	Object.keys( fields ).forEach( function ( name ) { fields[ name ].addEventListener( 'input', change ); } );
	function show( found ) {
		Object.keys( fields ).forEach( function ( name ) { fields[ name ].setAttribute( 'aria-invalid', found && found[ 0 ] === name ? 'true' : 'false' ); } );
		iban.setAttribute( 'aria-invalid', found && found[ 0 ] === 'iban' ? 'true' : 'false' );
		document.getElementById( 'error' ).textContent = found ? found[ 1 ] : '';
		send( { type: 'height', height: document.body.scrollHeight } );
	}
	window.addEventListener( 'message', function ( event ) {
		var data = event.data || {};
		if ( event.origin !== parentOrigin || data.source !== 'opengive-fake-stripe' ) { return; }
		var found = problem();
		if ( data.type === 'validate' ) {
			show( found );
			send( { id: data.id, error: found ? { type: 'validation_error', code: 'incomplete_' + found[ 0 ], message: found[ 1 ] } : null } );
			return;
		}
		if ( data.type !== 'tokenize' ) { return; }
		if ( found ) {
			show( found );
			send( { id: data.id, error: { type: 'validation_error', message: found[ 1 ] } } );
			return;
		}
		var expiry = digits( fields.expiry.value );
		var body = method() === 'sepa_debit' ? new URLSearchParams( {
			'payment_method_data[type]': 'sepa_debit',
			'payment_method_data[sepa_debit][iban]': iban.value,
			return_url: data.returnUrl || ''
		} ) : new URLSearchParams( {
			'payment_method_data[type]': 'card',
			'payment_method_data[card][number]': digits( fields.number.value ),
			'payment_method_data[card][exp_month]': expiry.slice( 0, 2 ),
			'payment_method_data[card][exp_year]': '20' + expiry.slice( 2 ),
			'payment_method_data[card][cvc]': digits( fields.cvc.value ),
			return_url: data.returnUrl || ''
		} );
		fetch( '/stripe/v1/confirmation_tokens', { method: 'POST', headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() } )
			.then( function ( response ) { return response.json(); } )
			.then( function ( answer ) { send( answer.error ? { id: data.id, error: answer.error } : { id: data.id, token: answer } ); } )
			.catch( function () { send( { id: data.id, error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } } ); } );
	} );
	send( { type: 'height', height: document.body.scrollHeight } );
} )();
</script></body></html>`;
