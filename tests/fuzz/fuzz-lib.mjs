/**
 * Schema-driven fuzzing of OpenGive's public surface (issue 17): every REST route of opengive/v1
 * and givewp/v3, as the site describes it at /wp-json/<namespace>, and every admin-ajax and
 * admin-post action listed in tests/fixtures/capability-matrix.json. Requests are generated with
 * fast-check from each route's argument schema, mostly hostile: wrong types, huge strings, unicode,
 * negative and enormous numbers, arrays and objects where scalars are expected, missing fields.
 * Sent anonymously, so WordPress's own validation and every public handler are what is exercised;
 * with `auth` (fuzz-auth.mjs) as a logged-in user, so the admin handlers run too, write routes included
 * (only ever against a throwaway database).
 *
 * What counts as a failure: any 5xx; a REST 4xx without a machine-readable `code`; a PHP warning,
 * notice, deprecation or fatal error written to the site's logs while the run lasted.
 */
import fc from 'fast-check';
import fs from 'node:fs';

const NAMESPACES = [ 'opengive/v1', 'givewp/v3' ];

// Field names the legacy ajax/admin-post handlers read (GiveWP's names), so the generated bodies
// reach past "unknown field" into the handlers' own parsing.
const AJAX_FIELDS = [
	'nonce',
	'_wpnonce',
	'id',
	'email',
	'country',
	'field_name',
	'data',
	'return',
	'mode',
	'type',
	'status',
	'search',
	'campaignId',
	'formId',
	'form-id',
	'give_form_id',
	'give-form-id',
	'give-form-hash',
	'give-amount',
	'give-price-id',
	'give-gateway',
	'give_payment_mode',
	'payment-mode',
	'give_first',
	'give_last',
	'give_email',
	'give_user_login',
	'give_user_pass',
	'give_login_nonce',
	'donation_id',
	'receipt_type',
	'receipt-id',
	'shortcode_atts',
	'opengive-wall-page',
	'give-current-url',
];

// Huge strings: up to 70 kB in bodies; in a query string up to 6 kB, since nginx refuses a request
// line over its 8 kB header buffer with its own 414 before PHP sees it.
const hugeBody = fc
	.integer( { min: 5_000, max: 70_000 } )
	.map( ( n ) => 'x'.repeat( n ) );
const hugeQuery = fc
	.integer( { min: 1_000, max: 5_000 } )
	.map( ( n ) => 'y'.repeat( n ) );
const unicode = fc.oneof(
	fc.string( { unit: 'grapheme', maxLength: 40 } ),
	fc.string( { unit: 'binary', maxLength: 40 } ),
	fc.constantFrom(
		'\u0000',
		'Ω≈ç√∫',
		'𝕏𝕐ℤ',
		'\u202e\u202d',
		'e\u0301',
		'<script>alert(1)</script>',
		"' OR 1=1 --",
		'%00',
		'../../etc/passwd',
		'\ud800'
	)
);
const number = fc.oneof(
	fc.integer(),
	fc.constantFrom(
		-1,
		0,
		-2147483649,
		2147483648,
		9007199254740991,
		-9007199254740991,
		1e20,
		-1e20,
		1.5,
		1e308
	),
	fc.double( { noNaN: true } )
);
const numberString = fc.constantFrom(
	'99999999999999999999999',
	'-1',
	'1e400',
	'NaN',
	'Infinity',
	'0x10',
	'1,5',
	' 7 ',
	''
);
const scalar = fc.oneof(
	unicode,
	number,
	numberString,
	fc.boolean(),
	fc.constant( null )
);
const nested = fc.oneof(
	fc.array( scalar, { maxLength: 4 } ),
	fc.dictionary( fc.string( { maxLength: 8 } ), scalar, { maxKeys: 4 } ),
	fc.array( fc.array( scalar, { maxLength: 2 } ), { maxLength: 2 } )
);

/**
 * A plausible value for an argument's schema (so some requests get past validation).
 *
 * @param {Record<string, any>} schema Argument schema.
 */
function plausible( schema ) {
	if ( Array.isArray( schema.enum ) && schema.enum.length ) {
		return fc.constantFrom( ...schema.enum );
	}
	const type = Array.isArray( schema.type ) ? schema.type[ 0 ] : schema.type;
	switch ( type ) {
		case 'integer':
			return fc.integer( {
				min: typeof schema.minimum === 'number' ? schema.minimum : -5,
				max:
					typeof schema.maximum === 'number'
						? Math.min( schema.maximum, 1e9 )
						: 1e6,
			} );
		case 'number':
			return fc.double( { min: -1e6, max: 1e6, noNaN: true } );
		case 'boolean':
			return fc.boolean();
		case 'array':
			return fc.array(
				schema.items ? plausible( schema.items ) : scalar,
				{ maxLength: 5 }
			);
		case 'object':
			return fc.dictionary( fc.string( { maxLength: 10 } ), scalar, {
				maxKeys: 5,
			} );
		default:
			return fc.string( {
				maxLength:
					typeof schema.maxLength === 'number'
						? Math.min( schema.maxLength, 60 )
						: 60,
			} );
	}
}

/**
 * A value for an argument: half plausible, half hostile.
 *
 * @param {Record<string, any>}  schema Argument schema.
 * @param {fc.Arbitrary<string>} huge   Huge strings.
 */
function value( schema, huge ) {
	return fc.oneof( plausible( schema ), scalar, huge, nested );
}

/**
 * The arguments of one request: each field present or missing.
 *
 * @param {Record<string, any>}  args Route arguments (name => schema).
 * @param {fc.Arbitrary<string>} huge Huge strings that fit where they are sent.
 */
function body( args, huge ) {
	const shape = {};
	for ( const [ name, schema ] of Object.entries( args ) ) {
		shape[ name ] = fc.option( value( schema, huge ), {
			nil: undefined,
			freq: 4,
		} );
	}
	// Unknown extra fields too, sometimes.
	return fc
		.tuple(
			fc.record( shape ),
			fc.option(
				fc.dictionary( fc.string( { maxLength: 12 } ), scalar, {
					maxKeys: 3,
				} ),
				{ nil: undefined }
			)
		)
		.map( ( [ known, extra ] ) => {
			const out = { ...( extra || {} ) };
			for ( const [ k, v ] of Object.entries( known ) ) {
				if ( v !== undefined ) {
					out[ k ] = v;
				}
			}
			return out;
		} );
}

/**
 * A concrete path for a route pattern: digits where digits are expected (sometimes enormous), the
 * pattern's own characters elsewhere, so the route matches and its handler is reached.
 *
 * @param {string} pattern Route regex as registered.
 */
function path( pattern ) {
	const parts = [];
	let rest = pattern;
	const group = /\(\?P<(\w+)>([^)]*)\)/;
	let m;
	while ( ( m = group.exec( rest ) ) ) {
		parts.push( fc.constant( rest.slice( 0, m.index ) ) );
		if ( m[ 2 ].startsWith( '\\d' ) ) {
			parts.push(
				fc.oneof(
					fc.integer( { min: 0, max: 200 } ).map( String ),
					fc.constantFrom(
						'0',
						'99999999999999999999',
						'18446744073709551616',
						'000001'
					)
				)
			);
		} else if ( m[ 2 ].includes( 'A-Za-z' ) && m[ 2 ].includes( '{2}' ) ) {
			parts.push( fc.constantFrom( 'US', 'GB', 'ZZ', 'de', 'CA' ) );
		} else {
			parts.push(
				fc.oneof(
					fc.constantFrom( 'test', 'stripe', 'offline', 'block-1' ),
					fc.stringMatching( /^[a-z0-9_-]{1,64}$/ )
				)
			);
		}
		rest = rest.slice( m.index + m[ 0 ].length );
	}
	parts.push( fc.constant( rest ) );
	return fc.tuple( ...parts ).map( ( p ) => p.join( '' ) );
}

/**
 * Every route and method to fuzz, from the namespace indexes.
 *
 * @param {string} base Site URL.
 * @return {Promise<Array<{ kind: 'rest', name: string, method: string, pattern: string, args: Record<string, any> }>>} One entry per route and method.
 */
export async function restTargets( base ) {
	const targets = [];
	for ( const ns of NAMESPACES ) {
		const index = await (
			await fetch( `${ base }/wp-json/${ ns }` )
		).json();
		for ( const [ pattern, route ] of Object.entries( index.routes ) ) {
			for ( const endpoint of route.endpoints ) {
				const method =
					endpoint.methods.find(
						( m ) => m !== 'PUT' && m !== 'PATCH'
					) || endpoint.methods[ 0 ];
				targets.push( {
					kind: 'rest',
					name: `${ method } ${ pattern }`,
					method,
					pattern,
					args: endpoint.args || {},
				} );
			}
		}
	}
	return targets;
}

/**
 * Every admin-ajax and admin-post action, from the capability table (which the reliability suite
 * keeps equal to what the plugin hooks).
 *
 * @param {string} fixture Path of tests/fixtures/capability-matrix.json.
 */
export function ajaxTargets( fixture ) {
	const table = JSON.parse( fs.readFileSync( fixture, 'utf8' ) );
	return Object.keys( table.ajax ).map( ( row ) => {
		const [ script, action ] = row.split( ' ' );
		return { kind: 'ajax', name: row, script, action };
	} );
}

/**
 * Generated requests for a target.
 *
 * @param {Object} target What restTargets/ajaxTargets returned.
 * @param {number} runs   How many.
 * @param {number} seed   fast-check seed.
 */
export function requests( target, runs, seed ) {
	if ( target.kind === 'rest' ) {
		const args = Object.fromEntries(
			Object.entries( target.args ).filter(
				( [ name ] ) => ! target.pattern.includes( `<${ name }>` )
			)
		);
		return fc.sample(
			fc.record( {
				path: path( target.pattern ),
				fields: body(
					args,
					target.method === 'GET' ? hugeQuery : hugeBody
				),
				json: fc.boolean(),
			} ),
			{ numRuns: runs, seed }
		);
	}
	const fieldsArb = fc.dictionary(
		fc.constantFrom( ...AJAX_FIELDS ),
		fc.oneof( scalar, hugeBody, nested ),
		{ maxKeys: 6 }
	);
	return fc.sample( fc.record( { fields: fieldsArb, get: fc.boolean() } ), {
		numRuns: runs,
		seed,
	} );
}

/**
 * PHP-style form encoding (a[]=1&a[k]=2), which is how arrays reach $_POST / $_GET.
 *
 * @param {Record<string, any>} fields Fields.
 */
export function formEncode( fields ) {
	const params = new URLSearchParams();
	const add = ( key, v ) => {
		if ( v === null || v === undefined ) {
			params.append( key, '' );
		} else if ( Array.isArray( v ) ) {
			v.forEach( ( item, i ) => add( `${ key }[${ i }]`, item ) );
		} else if ( typeof v === 'object' ) {
			Object.entries( v ).forEach( ( [ k, item ] ) =>
				add( `${ key }[${ k }]`, item )
			);
		} else {
			params.append( key, String( v ) );
		}
	};
	Object.entries( fields ).forEach( ( [ k, v ] ) => add( k, v ) );
	return params.toString();
}

/**
 * Sends one generated request; returns its status and, for REST, the error code.
 *
 * @param {string} base    Site URL.
 * @param {Object} target  Target.
 * @param {Object} request Generated request.
 * @param {Object} [auth]  Login cookies and REST nonce (fuzz-auth.mjs), or none (anonymous).
 */
export async function send( base, target, request, auth = null ) {
	let url;
	const init = {
		method: 'GET',
		redirect: 'manual',
		headers: auth ? { Cookie: auth.cookie } : {},
		signal: AbortSignal.timeout( 60_000 ),
	};
	if ( auth && target.kind === 'rest' ) {
		init.headers[ 'X-WP-Nonce' ] = auth.nonce;
	}
	if ( target.kind === 'rest' ) {
		url = `${ base }/wp-json${ request.path }`;
		init.method = target.method;
		if ( target.method === 'GET' ) {
			const query = formEncode( request.fields );
			url += query ? `?${ query }` : '';
		} else if ( request.json ) {
			init.headers[ 'Content-Type' ] = 'application/json';
			init.body = JSON.stringify( request.fields );
		} else {
			init.headers[ 'Content-Type' ] =
				'application/x-www-form-urlencoded';
			init.body = formEncode( request.fields );
		}
	} else {
		const fields = { ...request.fields, action: target.action };
		url = `${ base }/wp-admin/${ target.script }`;
		const query = formEncode( fields );
		if ( request.get && query.length < 6_000 ) {
			url += `?${ query }`;
		} else {
			init.method = 'POST';
			init.headers[ 'Content-Type' ] =
				'application/x-www-form-urlencoded';
			init.body = query;
		}
	}
	const response = await fetch( url, init );
	const text = await response.text();
	let code = null;
	if ( target.kind === 'rest' && response.status >= 400 ) {
		try {
			code = JSON.parse( text ).code ?? null;
		} catch {
			code = null;
		}
	}
	return {
		status: response.status,
		code,
		url: url.slice( 0, 600 ),
		body: typeof init.body === 'string' ? init.body.slice( 0, 600 ) : '',
		sample: text.slice( 0, 300 ),
	};
}

/**
 * PHP warnings, notices, deprecations and fatal errors in the new part of a log.
 *
 * @param {string} file   Log path.
 * @param {number} offset Size before the run.
 */
export function phpProblems( file, offset ) {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const text = fs.readFileSync( file, 'utf8' ).slice( offset );
	return text
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Warning|Notice|Deprecated|Fatal error|Parse error)|Uncaught/i.test(
				line
			)
		);
}

/**
 * Fuzzes every target; returns the tallies and the failures.
 *
 * @param {Object}   options
 * @param {string}   options.base    Site URL.
 * @param {string}   options.fixture Capability table path.
 * @param {number}   options.runs    Requests per route/action.
 * @param {number}   options.seed    fast-check seed.
 * @param {string[]} options.logs    PHP log files to watch.
 * @param {number}   options.clients Requests in flight at once.
 * @param {Object}   [options.auth]  Send as this logged-in user (fuzz-auth.mjs); anonymous without.
 */
export async function fuzz( {
	base,
	fixture,
	runs,
	seed,
	logs,
	clients = 2,
	auth = null,
} ) {
	const size = ( file ) =>
		fs.existsSync( file ) ? fs.statSync( file ).size : 0;
	const offsets = logs.map( size );
	const seen = [ ...offsets ];
	const targets = [
		...( await restTargets( base ) ),
		...ajaxTargets( fixture ),
	];
	const result = {
		base,
		as: auth ? auth.user : 'anonymous',
		runs,
		seed,
		targets: targets.length,
		requests: 0,
		statuses: {},
		serverErrors: [],
		codeless: [],
		refusedByWebServer: 0,
		phpProblems: [],
		phpProblemRequests: [],
		codes: {},
		seconds: 0,
	};
	const started = Date.now();
	for ( const target of targets ) {
		const queue = requests( target, runs, seed );
		const worker = async () => {
			while ( queue.length ) {
				const request = queue.shift();
				let answer;
				try {
					answer = await send( base, target, request, auth );
				} catch ( error ) {
					// A dropped connection or a dead server is a failure of its own, not a crash of the run.
					answer = {
						status: 0,
						code: null,
						url: target.name,
						body: '',
						sample: String( error?.cause?.code || error ),
					};
				}
				result.requests++;
				result.statuses[ answer.status ] =
					( result.statuses[ answer.status ] || 0 ) + 1;
				// The request that made PHP complain (with two in flight, one of the two).
				logs.forEach( ( file, i ) => {
					const now = size( file );
					if ( now > seen[ i ] ) {
						const lines = phpProblems( file, seen[ i ] );
						seen[ i ] = now;
						if ( lines.length ) {
							result.phpProblemRequests.push( {
								target: target.name,
								url: answer.url,
								body: answer.body,
								lines: lines.slice( 0, 3 ),
							} );
						}
					}
				} );
				if (
					( answer.status === 414 || answer.status === 413 ) &&
					answer.sample.includes( '<center>nginx' )
				) {
					result.refusedByWebServer++; // nginx's own limit, before PHP.
				} else if ( answer.status >= 500 || answer.status === 0 ) {
					result.serverErrors.push( {
						target: target.name,
						...answer,
					} );
				} else if ( target.kind === 'rest' && answer.status >= 400 ) {
					if (
						typeof answer.code !== 'string' ||
						! /^[a-z][a-z0-9_]*$/i.test( answer.code )
					) {
						result.codeless.push( {
							target: target.name,
							...answer,
						} );
					} else {
						result.codes[ answer.code ] =
							( result.codes[ answer.code ] || 0 ) + 1;
					}
				}
			}
		};
		await Promise.all( Array.from( { length: clients }, worker ) );
	}
	result.seconds = Math.round( ( Date.now() - started ) / 100 ) / 10;
	result.phpProblems = logs.flatMap( ( file, i ) =>
		phpProblems( file, offsets[ i ] )
	);
	return result;
}
