/**
 * Front-end script of the donor wall: read-more dialog and load more (see wall-view.ts).
 */
import { onDomReady } from '@opengive/ui/on-dom-ready';
import { initDonorWalls } from './wall-view';

onDomReady( () => initDonorWalls( document ) );
