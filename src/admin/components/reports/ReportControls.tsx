/**
 * The overview's range: group by day, week or month; first and last day; live or test gifts; the
 * currency (only the ones the range has gifts in). A change of grouping goes back to that grouping's
 * default range, which the server picks (30 days, 13 weeks, 12 months).
 */
import { __ } from '@wordpress/i18n';
import { SelectControl, TextControl } from '@wordpress/components';
import type {
	Interval,
	Overview,
	OverviewArgs,
} from '../../../reports/overview';

interface Props {
	args: OverviewArgs;
	/** The report shown (its days fill the date fields when the server chose them). */
	report: Overview | null;
	onChange: ( args: OverviewArgs ) => void;
}

export default function ReportControls( { args, report, onChange }: Props ) {
	const set = ( change: Partial< OverviewArgs > ) =>
		onChange( { ...args, ...change } );
	const currencies = report?.currencies.map( ( row ) => row.currency ) ?? [];
	if ( report && ! currencies.includes( report.currency ) ) {
		currencies.unshift( report.currency );
	}
	return (
		<div className="opengive-overview__controls">
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Group by', 'opengive' ) }
				value={ args.interval }
				options={ [
					{ value: 'day', label: __( 'Day', 'opengive' ) },
					{ value: 'week', label: __( 'Week', 'opengive' ) },
					{ value: 'month', label: __( 'Month', 'opengive' ) },
				] }
				onChange={ ( interval ) =>
					set( {
						interval: interval as Interval,
						after: '',
						before: '',
					} )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="date"
				label={ __( 'From', 'opengive' ) }
				value={ args.after || report?.after || '' }
				onChange={ ( after ) =>
					set( {
						after,
						before: args.before || report?.before || '',
					} )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="date"
				label={ __( 'To', 'opengive' ) }
				value={ args.before || report?.before || '' }
				onChange={ ( before ) =>
					set( { before, after: args.after || report?.after || '' } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Gifts', 'opengive' ) }
				value={ args.mode }
				options={ [
					{ value: 'live', label: __( 'Live', 'opengive' ) },
					{ value: 'test', label: __( 'Test', 'opengive' ) },
				] }
				onChange={ ( mode ) =>
					set( {
						mode: mode as OverviewArgs[ 'mode' ],
						currency: '',
					} )
				}
			/>
			{ currencies.length > 1 && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Currency', 'opengive' ) }
					value={ report?.currency ?? '' }
					options={ currencies.map( ( code ) => ( {
						value: code,
						label: code,
					} ) ) }
					onChange={ ( currency ) => set( { currency } ) }
				/>
			) }
		</div>
	);
}
