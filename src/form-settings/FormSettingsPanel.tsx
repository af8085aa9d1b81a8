// The form's settings in the block editor's sidebar, one panel per section (panels/): amounts and
// levels, currency, gateways, fee recovery, recurring gifts, display and campaign, terms. Edits the
// post's meta; saved with the post (the REST schema checks it).
import AmountsPanel from './panels/AmountsPanel';
import CurrencyPanel from './panels/CurrencyPanel';
import PaymentMethodsPanel from './panels/PaymentMethodsPanel';
import FeeRecoveryPanel from './panels/FeeRecoveryPanel';
import RecurringPanel from './panels/RecurringPanel';
import DisplayPanel from './panels/DisplayPanel';
import TermsPanel from './panels/TermsPanel';
import type { GatewayChoice, SectionProps } from './panels/section-props';

export type { GatewayChoice };

interface Props extends SectionProps {
	gateways: GatewayChoice[];
	campaigns: Array< { id: number; title: string } >;
}

export default function FormSettingsPanel( {
	settings,
	onChange,
	gateways,
	campaigns,
}: Props ) {
	const section = { settings, onChange };
	return (
		<>
			<AmountsPanel { ...section } />
			<CurrencyPanel { ...section } />
			<PaymentMethodsPanel { ...section } gateways={ gateways } />
			<FeeRecoveryPanel { ...section } />
			<RecurringPanel { ...section } />
			<DisplayPanel { ...section } campaigns={ campaigns } />
			<TermsPanel { ...section } />
		</>
	);
}
