/**
 * The campaign screen's progress over time: the running total of what the goal counts, period by
 * period from the campaign's start (counting what it raised before), against the goal, with the numbers in a table beside it. Loaded
 * lazily with chart.js (CampaignEditor), so the campaign list does not fetch it.
 */
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { date } from '@wordpress/date';
import { memo, useMemo } from '@wordpress/element';
import { useLatestAnswer } from '../../../ui/use-latest-answer';
import { Notice, Spinner } from '@wordpress/components';
import {
	MONEY_MEASURES,
	overviewPath,
	periodLabel,
	series,
	toChartValue,
	type Overview,
} from '../../../reports/overview';
import {
	goalMeasure,
	progressArgs,
	runningTotal,
} from '../../../reports/campaign-progress';
import { formatCount, formatMajor } from '../../format';
import ReportFigure from './ReportFigure';
import type { ChartDataset } from './ReportChart';
import type { Campaign } from '../../types';

function CampaignProgress( { campaign }: { campaign: Campaign } ) {
	const args = useMemo(
		() => progressArgs( campaign, date( 'Y-m-d', undefined, undefined ) ),
		[ campaign ]
	);
	const path = overviewPath( args );
	const { answer: report, error } = useLatestAnswer(
		() => apiFetch< Overview >( { path } ),
		path,
		__( 'The report could not be loaded.', 'opengive' )
	);

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	if ( ! report ) {
		return <Spinner />;
	}
	const measure = goalMeasure( campaign.goalType ) ?? 'revenue';
	const isMoney = MONEY_MEASURES.has( measure );
	const currency = campaign.currency || report.currency;
	const write = ( value: number ) =>
		isMoney ? formatMajor( value, currency ) : formatCount( value );
	const raised = runningTotal(
		series( report, measure ),
		toChartValue( report.beforeRange[ measure ], measure, report.currency )
	);
	const datasets: ChartDataset[] = [
		{ label: __( 'Raised so far', 'opengive' ), data: raised },
	];
	// A goal in the chart's unit: money goals are in major units, like the chart.
	if ( goalMeasure( campaign.goalType ) ) {
		datasets.push( {
			label: __( 'Goal', 'opengive' ),
			data: raised.map( () => campaign.goal ),
		} );
	}
	return (
		<ReportFigure
			title={ __( 'Progress over time', 'opengive' ) }
			type="line"
			labels={ report.periods.map( ( period ) =>
				periodLabel( period.start, report.interval )
			) }
			rowHeading={ __( 'Period', 'opengive' ) }
			datasets={ datasets }
			cells={ raised.map( ( value ) =>
				datasets.length > 1
					? [ write( value ), write( campaign.goal ) ]
					: [ write( value ) ]
			) }
			format={ write }
		/>
	);
}

// The editor re-renders on every keystroke; the chart is drawn again only for another campaign.
export default memo( CampaignProgress );
