import vectors from '../../../tests/fixtures/conformance/iframe-resizer-messages.json';
import {
	CHILD_READY,
	currentPageForFrame,
	formatChildMessage,
	formatInitMessage,
	formatParentMessage,
	parseChildMessage,
	parseParentMessage,
} from '../frame-messages';

// '{id}' in a vector stands for any frame id.
const concrete = ( message: string ) => message.replace( '{id}', 'opengive-7' );

const childCases = vectors.cases
	.filter(
		( row ) =>
			row.dir === 'child->parent' &&
			row.message !== '[iframeResizerChild]Ready'
	)
	.map( ( row ) => [ row.meaning, concrete( row.message ) ] as const );

const parentCases = vectors.cases
	.filter( ( row ) => row.dir === 'parent->child' )
	.map( ( row ) => [ row.meaning, row.message ] as const );

describe( 'child → parent messages (tests/fixtures/conformance/iframe-resizer-messages.json)', () => {
	it.each( childCases )(
		'%s: parses and formats back unchanged',
		( _meaning, message ) => {
			const parsed = parseChildMessage( message );
			expect( parsed ).not.toBeNull();
			expect( formatChildMessage( parsed! ) ).toBe( message );
		}
	);

	it( 'reads id, size, type and a JSON payload holding colons', () => {
		expect(
			parseChildMessage(
				'[iFrameSizer]parentIFrameTests:0:0:message:"foo:bar"'
			)
		).toEqual( {
			id: 'parentIFrameTests',
			height: 0,
			width: 0,
			type: 'message',
			payload: 'foo:bar',
		} );
		expect(
			parseChildMessage(
				'[iFrameSizer]parentPage3:90:600:mutationObserver'
			)
		).toMatchObject( { height: 90, width: 600, type: 'mutationObserver' } );
	} );

	it( 'ignores messages from other scripts and the child-ready announcement', () => {
		expect( parseChildMessage( { type: 'webpackOk' } ) ).toBeNull();
		expect( parseChildMessage( 'hello' ) ).toBeNull();
		expect( parseChildMessage( CHILD_READY ) ).toBeNull();
		expect(
			parseChildMessage( '[iFrameSizer]x:tall:0:resize' )
		).toBeNull();
	} );
} );

describe( 'parent → child messages', () => {
	it.each( parentCases )( '%s: is understood', ( _meaning, message ) => {
		const parsed = parseParentMessage( message );
		expect( parsed ).not.toBeNull();
		expect( parsed?.type ).not.toBe( 'unknown' );
	} );

	it( 'tells init from user messages and reads the payloads', () => {
		expect(
			parseParentMessage(
				'[iFrameSizer]parentPage2:8:false:true:32:true:true::auto:::0:false:child:auto:true:::true:GPLv3:5.2.4:0'
			)
		).toMatchObject( { type: 'init', id: 'parentPage2' } );
		expect(
			parseParentMessage( '[iFrameSizer]message:"chkSendMsg:test"' )
		).toEqual( {
			type: 'message',
			payload: 'chkSendMsg:test',
		} );
		expect(
			parseParentMessage( '[iFrameSizer]moveToAnchor:testAnchor' )
		).toEqual( {
			type: 'moveToAnchor',
			anchor: 'testAnchor',
		} );
	} );

	it( 'formats a user message the child library reads', () => {
		const message = formatParentMessage( {
			currentPage: 'https://charity.example/',
		} );
		expect( message ).toBe(
			'[iFrameSizer]message:{"currentPage":"https://charity.example/"}'
		);
		expect( parseParentMessage( message ) ).toEqual( {
			type: 'message',
			payload: { currentPage: 'https://charity.example/' },
		} );
	} );
} );

describe( 'currentPageForFrame', () => {
	it( 'drops giveDonationAction and keeps everything else', () => {
		expect(
			currentPageForFrame(
				'https://charity.example/give/?a=1&giveDonationAction=x&b=2#top'
			)
		).toBe( 'https://charity.example/give/?a=1&b=2#top' );
	} );
} );

describe( 'formatInitMessage: the embed loader greets its frame as iframe-resizer does', () => {
	// The vector for the current init layout (24 fields, field 2 a boolean).
	const current = vectors.cases.find( ( row ) =>
		row.meaning.startsWith( 'init message, current layout' )
	) as { message: string };

	it( 'has the current layout: as many fields as the vector, init by field 2', () => {
		const ours = formatInitMessage( 'opengive-embed-7' );
		expect( ours.split( ':' ) ).toHaveLength(
			current.message.split( ':' ).length
		);
		expect( parseParentMessage( ours ) ).toEqual(
			expect.objectContaining( { type: 'init', id: 'opengive-embed-7' } )
		);
	} );

	it( 'asks for the 32 ms check, auto resize and the tagged element height', () => {
		const fields = formatInitMessage( 'x' )
			.slice( '[iFrameSizer]'.length )
			.split( ':' );
		expect( fields[ 4 ] ).toBe( '32' );
		expect( fields[ 6 ] ).toBe( 'true' );
		expect( fields[ 8 ] ).toBe( 'taggedElement' );
		expect( fields[ 13 ] ).toBe( 'child' );
	} );
} );
