/**
 * Front-end script of the donor wall: read-more dialog and load more (see wall-view.ts).
 */
import domReady from '@wordpress/dom-ready';
import { initDonorWalls } from './wall-view';

domReady( () => initDonorWalls( document ) );
