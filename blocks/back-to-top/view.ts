/**
 * Back to Top on the page (no WordPress packages; see back-to-top.ts).
 */
import { initBackToTop } from './back-to-top';

initBackToTop( document );
