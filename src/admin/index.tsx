import '@wordpress/theme/design-tokens.css';
/**
 * The admin app: registers the givewp entities and the campaign notifications store, then shows the
 * screen the page asks for (data-screen).
 */
import '@wordpress/components/build-style/style.css';
// DataViews' own styles come in through style.scss: the package says it has no side effects, so
// webpack drops a plain `import '…/style.css'` of it and every DataViews rule (filter chips,
// table, pagination) went missing.
import './style.scss';
import { createRoot, lazy, Suspense } from '@wordpress/element';
import { Spinner } from '@wordpress/components';
import { registerGivewpEntities } from './entities';
import { coreEntityStore } from './entity-store';
import { registerCampaignNotifications } from '../stores/campaign-notifications';
import CampaignNotifications from './components/CampaignNotifications';
import { registerContactEntity } from './contact-entity';

// Each screen is its own chunk, so a page fetches only the code its screen needs: the overview
// brings chart.js and no DataViews, the lists bring DataViews and no chart.js.
const SCREENS = {
	overview: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-overview" */ './screens/OverviewScreen'
			)
	),
	donations: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-donations" */ './screens/DonationsScreen'
			)
	),
	donors: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-donors" */ './screens/DonorsScreen'
			)
	),
	subscriptions: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-subscriptions" */ './screens/SubscriptionsScreen'
			)
	),
	campaigns: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-campaigns" */ './screens/CampaignsScreen'
			)
	),
	forms: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-forms" */ './screens/FormsScreen'
			)
	),
	settings: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-settings" */ './screens/SettingsScreen'
			)
	),
	setup: lazy(
		() =>
			import(
				/* webpackChunkName: "screen-setup" */ './screens/SetupScreen'
			)
	),
	'contact-submissions': lazy(
		() =>
			import(
				/* webpackChunkName: "screen-contact-submissions" */ './screens/ContactSubmissionsScreen'
			)
	),
};

registerGivewpEntities( coreEntityStore() );
registerContactEntity( coreEntityStore() );
registerCampaignNotifications();

const root = document.getElementById( 'opengive-admin' );
const Screen = root
	? SCREENS[ ( root.dataset.screen ?? '' ) as keyof typeof SCREENS ]
	: undefined;
if ( root && Screen ) {
	createRoot( root ).render(
		<>
			<CampaignNotifications />
			<Suspense fallback={ <Spinner /> }>
				<Screen />
			</Suspense>
		</>
	);
}
