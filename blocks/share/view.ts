/**
 * Front-end script of the share links (see share-view.ts).
 */
import { onDomReady } from '@opengive/ui/on-dom-ready';
import { initShareLinks } from './share-view';

onDomReady( () => initShareLinks( document ) );
