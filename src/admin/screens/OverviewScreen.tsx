/**
 * wp-admin → OpenGive → Overview: revenue, gifts, new donors, recurring revenue and fees recovered
 * over a chosen range, and the forms and campaigns that raised most, each as a chart with its
 * numbers in a table beside it. Loaded on this screen only (chart.js stays out of the other screens).
 */
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { useLatestAnswer } from '../../ui/use-latest-answer';
import { Notice, Spinner } from '@wordpress/components';
import {
	DEFAULT_ARGS,
	overviewPath,
	periodLabel,
	series,
	type Overview,
	type OverviewArgs,
} from '../../reports/overview';
import { formatCount, formatMajor } from '../format';
import ReportControls from '../components/reports/ReportControls';
import ReportTotals from '../components/reports/ReportTotals';
import ReportFigure from '../components/reports/ReportFigure';
import { minorDecimals } from '../../money/currency';

export default function OverviewScreen() {
	const [ args, setArgs ] = useState< OverviewArgs >( DEFAULT_ARGS );
	const path = overviewPath( args );
	const {
		answer: report,
		error,
		loading,
	} = useLatestAnswer(
		() => apiFetch< Overview >( { path } ),
		path,
		__( 'The report could not be loaded.', 'opengive' )
	);

	const currency = report?.currency ?? 'USD';
	const money = useCallback(
		( major: number ) => formatMajor( major, currency ),
		[ currency ]
	);
	const minor = useCallback(
		( value: number ) => money( value / 10 ** minorDecimals( currency ) ),
		[ money, currency ]
	);
	const count = formatCount;
	const labels = useMemo(
		() =>
			report
				? report.periods.map( ( period ) =>
						periodLabel( period.start, report.interval )
					)
				: [],
		[ report ]
	);

	return (
		<div className="opengive-overview" aria-busy={ loading }>
			<ReportControls
				args={ args }
				report={ report }
				onChange={ setArgs }
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ loading && ! report && <Spinner /> }
			{ report && (
				<>
					<ReportTotals report={ report } money={ minor } />
					<div className="opengive-overview__figures">
						<ReportFigure
							title={ __( 'Revenue', 'opengive' ) }
							type="line"
							labels={ labels }
							rowHeading={ __( 'Period', 'opengive' ) }
							datasets={ [
								{
									label: __( 'Revenue', 'opengive' ),
									data: series( report, 'revenue' ),
								},
								{
									label: __(
										'Recurring revenue',
										'opengive'
									),
									data: series( report, 'recurringRevenue' ),
								},
							] }
							cells={ report.periods.map( ( period ) => [
								minor( period.revenue ),
								minor( period.recurringRevenue ),
							] ) }
							format={ money }
						/>
						<ReportFigure
							title={ __(
								'Donations and new donors',
								'opengive'
							) }
							type="bar"
							labels={ labels }
							rowHeading={ __( 'Period', 'opengive' ) }
							datasets={ [
								{
									label: __( 'Donations', 'opengive' ),
									data: series( report, 'donations' ),
								},
								{
									label: __( 'New donors', 'opengive' ),
									data: series( report, 'newDonors' ),
								},
							] }
							cells={ report.periods.map( ( period ) => [
								count( period.donations ),
								count( period.newDonors ),
							] ) }
							format={ count }
						/>
						<ReportFigure
							title={ __( 'Fees recovered', 'opengive' ) }
							type="bar"
							labels={ labels }
							rowHeading={ __( 'Period', 'opengive' ) }
							datasets={ [
								{
									label: __( 'Fees recovered', 'opengive' ),
									data: series( report, 'feesRecovered' ),
								},
							] }
							cells={ report.periods.map( ( period ) => [
								minor( period.feesRecovered ),
							] ) }
							format={ money }
						/>
						{ (
							[
								[
									'topForms',
									__( 'Top forms', 'opengive' ),
									__( 'Form', 'opengive' ),
								],
								[
									'topCampaigns',
									__( 'Top campaigns', 'opengive' ),
									__( 'Campaign', 'opengive' ),
								],
							] as const
						 ).map( ( [ key, title, heading ] ) => (
							<ReportFigure
								key={ key }
								title={ title }
								type="bar"
								horizontal
								labels={ report[ key ].map(
									( row ) => row.title
								) }
								rowHeading={ heading }
								datasets={ [
									{
										label: __( 'Revenue', 'opengive' ),
										data: report[ key ].map(
											( row ) =>
												row.revenue /
												10 ** minorDecimals( currency )
										),
									},
								] }
								columns={ [
									__( 'Revenue', 'opengive' ),
									__( 'Donations', 'opengive' ),
								] }
								cells={ report[ key ].map( ( row ) => [
									minor( row.revenue ),
									count( row.donations ),
								] ) }
								format={ money }
								empty={ __(
									'No completed gifts in this range.',
									'opengive'
								) }
							/>
						) ) }
					</div>
				</>
			) }
		</div>
	);
}
