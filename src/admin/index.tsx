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
import DonationsScreen from './screens/DonationsScreen';
import DonorsScreen from './screens/DonorsScreen';
import SubscriptionsScreen from './screens/SubscriptionsScreen';
import CampaignsScreen from './screens/CampaignsScreen';
import FormsScreen from './screens/FormsScreen';
import ContactSubmissionsScreen from './screens/ContactSubmissionsScreen';
import { registerContactEntity } from './contact-entity';

// Its own chunk: chart.js is loaded on the overview only.
const OverviewScreen = lazy( () => import( './screens/OverviewScreen' ) );

const SCREENS = {
	overview: OverviewScreen,
	donations: DonationsScreen,
	donors: DonorsScreen,
	subscriptions: SubscriptionsScreen,
	campaigns: CampaignsScreen,
	forms: FormsScreen,
	'contact-submissions': ContactSubmissionsScreen,
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
