/**
 * The range's totals, at the top of the overview.
 */
import { __ } from '@wordpress/i18n';
import type { Overview } from '../../../reports/overview';
import { formatCount } from '../../format';

interface Props {
	report: Overview;
	/** Minor units of the report's currency, written as money. */
	money: ( minor: number ) => string;
}

export default function ReportTotals( { report, money }: Props ) {
	const { totals } = report;
	const items: Array< [ string, string ] > = [
		[ __( 'Revenue', 'opengive' ), money( totals.revenue ) ],
		[ __( 'Donations', 'opengive' ), formatCount( totals.donations ) ],
		[ __( 'Average gift', 'opengive' ), money( totals.averageGift ) ],
		[ __( 'New donors', 'opengive' ), formatCount( totals.newDonors ) ],
		[
			__( 'Recurring revenue', 'opengive' ),
			money( totals.recurringRevenue ),
		],
		[ __( 'Fees recovered', 'opengive' ), money( totals.feesRecovered ) ],
	];
	return (
		<dl className="opengive-overview__totals">
			{ items.map( ( [ label, value ] ) => (
				<div key={ label } className="opengive-overview__total">
					<dt>{ label }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</dl>
	);
}
