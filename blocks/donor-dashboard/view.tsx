/**
 * Front end: adds the cancel button and the update form to each server-rendered recurring gift,
 * shows one-time notices as toasts and opens the guest form's "How does this work?" popover.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { initPopovers } from '@opengive/chrome/dom/popover';
import { parseSubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';
import SubscriptionActions from './components/SubscriptionActions';
import { initEmailAccess } from './email-access';
import { markCancelled, toastServerNotices } from './notices';

function mount(): void {
	initEmailAccess( document );
	initPopovers( document );
	toastServerNotices( document );
	const returnUrl = window.location.href.replace(
		/([?&])opengive-subscription-updated=\d+&?/,
		'$1'
	);
	document
		.querySelectorAll< HTMLElement >( '[data-opengive-subscription]' )
		.forEach( ( row ) => {
			const config = parseSubscriptionConfig(
				row.dataset.opengiveSubscription
			);
			const slot = row.querySelector(
				'.wp-block-opengive-donor-dashboard__actions'
			);
			if ( ! config || ! slot ) {
				return;
			}
			createRoot( slot ).render(
				<SubscriptionActions
					config={ config }
					returnUrl={ returnUrl }
					onCancelled={ () => markCancelled( row ) }
				/>
			);
		} );
}

domReady( mount );
