/**
 * One report section: its title, the chart and, beside it, the same numbers as a table (the
 * accessible form of the chart, and the one to copy figures from).
 */
import { useId } from '@wordpress/element';
import ReportChart, { type ChartDataset } from './ReportChart';

interface Props {
	title: string;
	type: 'line' | 'bar';
	/** One label per row (periods, forms, campaigns). */
	labels: string[];
	datasets: ChartDataset[];
	/** The table's cells, one string per dataset per row, already formatted. */
	cells: string[][];
	/** The first column's heading (Period, Form, Campaign). */
	rowHeading: string;
	/** The other columns' headings (by default the datasets' labels). */
	columns?: string[];
	horizontal?: boolean;
	format?: ( value: number ) => string;
	/** Shown instead of chart and table when there is nothing to show. */
	empty?: string;
}

export default function ReportFigure( {
	title,
	type,
	labels,
	datasets,
	cells,
	rowHeading,
	columns = datasets.map( ( dataset ) => dataset.label ),
	horizontal,
	format,
	empty,
}: Props ) {
	const id = `opengive-report-${ useId() }`;
	return (
		<figure className="opengive-report-figure" aria-labelledby={ id }>
			<figcaption id={ id } className="opengive-report-figure__title">
				{ title }
			</figcaption>
			{ labels.length === 0 && empty ? (
				<p className="opengive-report-figure__empty">{ empty }</p>
			) : (
				<div className="opengive-report-figure__body">
					<ReportChart
						type={ type }
						labels={ labels }
						datasets={ datasets }
						label={ title }
						horizontal={ horizontal }
						format={ format }
					/>
					{ /* Scrolls when long; focusable so a keyboard can scroll it. */ }
					{  }
					<div
						className="opengive-report-figure__table"
						tabIndex={ 0 }
						role="region"
						aria-labelledby={ id }
					>
						<table className="widefat striped">
							<caption className="screen-reader-text">
								{ title }
							</caption>
							<thead>
								<tr>
									<th scope="col">{ rowHeading }</th>
									{ columns.map( ( column ) => (
										<th scope="col" key={ column }>
											{ column }
										</th>
									) ) }
								</tr>
							</thead>
							<tbody>
								{ labels.map( ( label, row ) => (
									<tr key={ `${ label }-${ row }` }>
										<th scope="row">{ label }</th>
										{ cells[ row ].map(
											( cell, column ) => (
												<td key={ column }>{ cell }</td>
											)
										) }
									</tr>
								) ) }
							</tbody>
						</table>
					</div>
				</div>
			) }
		</figure>
	);
}
