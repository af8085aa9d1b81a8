/**
 * Front-end script of the share links (see share-view.ts).
 */
import domReady from '@wordpress/dom-ready';
import { initShareLinks } from './share-view';

domReady( () => initShareLinks( document ) );
