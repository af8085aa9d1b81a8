/**
 * wp-admin → OpenGive → Consent: the settings form and the consent log.
 */
import '@wordpress/components/build-style/style.css';
import './style.scss';
import { createRoot } from '@wordpress/element';
import ConsentSettingsPanel from './ConsentSettingsPanel';
import ConsentLog from './ConsentLog';

declare global {
	interface Window {
		opengiveConsentAdmin?: { exportUrl: string };
	}
}

const root = document.getElementById( 'opengive-consent-admin' );
if ( root ) {
	createRoot( root ).render(
		<>
			<ConsentSettingsPanel />
			<ConsentLog
				exportUrl={ window.opengiveConsentAdmin?.exportUrl ?? '' }
			/>
		</>
	);
}
