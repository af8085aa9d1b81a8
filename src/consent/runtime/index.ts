/**
 * The public banner script's entry (build/consent/banner.js, deferred, no React, no wp-element).
 */
import './banner.scss';
import { boot } from './boot';
import { pageConfig } from './page-config';

const config = pageConfig();
if ( config ) {
	boot( config ).catch( ( error ) => {
		// eslint-disable-next-line no-console -- spec 8: consent errors go to the console only.
		console.error( error );
	} );
}
