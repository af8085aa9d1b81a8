/**
 * The header chrome, on a template part with the sticky style or setting (Chrome\HeaderChrome adds
 * .opengive-sticky-header): the header gets .is-stuck past 100 px of scroll; core navigation's
 * hover submenus stay open 800 ms after the pointer leaves; in-page menu links get
 * aria-current="location" for the section in view (scrollspy). No WordPress packages: this runs
 * on every page of a site that turns it on.
 */
import { STICKY_AFTER_PX } from '../constants';
import { currentSection, scrollspyOptions } from '../placement';
import { watchScrollPast } from '../scroll';
import { DelayedHide } from '../timers';

/**
 * Hover submenus of core navigation: .is-opengive-open keeps one open during the hide delay.
 *
 * @param header The header.
 */
function delayDropdowns( header: HTMLElement ): void {
	header
		.querySelectorAll< HTMLElement >(
			'.wp-block-navigation-item.has-child:not(.open-on-click)'
		)
		.forEach( ( item ) => {
			const menu = new DelayedHide( () =>
				item.classList.remove( 'is-opengive-open' )
			);
			item.addEventListener( 'mouseenter', () => {
				menu.enter();
				item.classList.add( 'is-opengive-open' );
			} );
			item.addEventListener( 'mouseleave', () => menu.leave() );
		} );
}

/**
 * Scrollspy over the menu's in-page links.
 *
 * @param header The header.
 */
function spy( header: HTMLElement ): void {
	const doc = header.ownerDocument;
	const links = Array.from(
		header.querySelectorAll< HTMLAnchorElement >( 'a[href*="#"]' )
	).filter(
		( link ) =>
			link.pathname === doc.location.pathname &&
			link.hash.length > 1 &&
			doc.getElementById( decodeURIComponent( link.hash.slice( 1 ) ) )
	);
	if ( links.length === 0 || typeof IntersectionObserver === 'undefined' ) {
		return;
	}
	const ids = links.map( ( link ) =>
		decodeURIComponent( link.hash.slice( 1 ) )
	);
	const ratios = new Map< string, number >( ids.map( ( id ) => [ id, 0 ] ) );
	const observer = new IntersectionObserver( ( entries ) => {
		entries.forEach( ( entry ) =>
			ratios.set( entry.target.id, entry.intersectionRatio )
		);
		const current = currentSection( Array.from( ratios.entries() ) );
		links.forEach( ( link, index ) => {
			if ( ids[ index ] === current ) {
				link.setAttribute( 'aria-current', 'location' );
			} else {
				link.removeAttribute( 'aria-current' );
			}
		} );
	}, scrollspyOptions() );
	ids.forEach( ( id ) =>
		observer.observe( doc.getElementById( id ) as HTMLElement )
	);
}

/**
 * Wires every sticky header on the page.
 *
 * @param doc The document.
 */
export function initHeaders( doc: Document ): void {
	doc.querySelectorAll< HTMLElement >( '.opengive-sticky-header' ).forEach(
		( header ) => {
			watchScrollPast(
				doc.defaultView as Window,
				STICKY_AFTER_PX,
				( past ) => header.classList.toggle( 'is-stuck', past )
			);
			delayDropdowns( header );
			spy( header );
			padScrollingFor( header );
		}
	);
}

/**
 * The header's height as --opengive-header-height on the root, kept current: header.scss makes
 * it the page's scroll padding, so a focused field (the browser's jump to an invalid one) and
 * an in-page link stop below the pinned header instead of under it.
 *
 * @param header The header.
 */
function padScrollingFor( header: HTMLElement ): void {
	const root = header.ownerDocument.documentElement;
	const measure = () =>
		root.style.setProperty(
			'--opengive-header-height',
			`${ Math.ceil( header.getBoundingClientRect().height ) }px`
		);
	measure();
	if ( typeof ResizeObserver !== 'undefined' ) {
		new ResizeObserver( measure ).observe( header );
	}
}
