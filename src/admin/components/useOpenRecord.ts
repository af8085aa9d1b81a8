/**
 * Which record a screen has open, kept in the address (&id=) so links, reloads and the back button
 * work.
 */
import { useEffect, useState } from '@wordpress/element';

function idFromAddress(): number {
	return (
		Number( new URL( window.location.href ).searchParams.get( 'id' ) ) || 0
	);
}

export default function useOpenRecord(): [ number, ( id: number ) => void ] {
	const [ id, setId ] = useState( idFromAddress );
	useEffect( () => {
		const onPop = () => setId( idFromAddress() );
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [] );
	const open = ( next: number ) => {
		const url = new URL( window.location.href );
		if ( next > 0 ) {
			url.searchParams.set( 'id', String( next ) );
		} else {
			url.searchParams.delete( 'id' );
		}
		window.history.pushState( {}, '', url );
		setId( next );
	};
	return [ id, open ];
}
