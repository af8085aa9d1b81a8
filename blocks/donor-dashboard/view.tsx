/**
 * Front end: adds the cancel button and the update form to each server-rendered recurring gift.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { __ } from '@wordpress/i18n';
import { parseSubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';
import SubscriptionActions from './components/SubscriptionActions';
import { initEmailAccess } from './email-access';

/**
 * Marks a row as ended once its gift is cancelled.
 *
 * @param row The recurring gift's list item.
 */
function markCancelled( row: HTMLElement ): void {
	const status = row.querySelector(
		'.wp-block-opengive-donor-dashboard__status'
	);
	if ( status ) {
		status.textContent = __( 'Cancelled', 'opengive' );
	}
	row.querySelector( '.wp-block-opengive-donor-dashboard__renews' )?.remove();
}

function mount(): void {
	initEmailAccess( document );
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
