/**
 * A chart.js chart on a canvas. The canvas is a picture of the table its figure prints beside it
 * (role img, labelled by the figure's title): screen readers read the table, not the pixels.
 */
import { useEffect, useRef } from '@wordpress/element';
import {
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
	type ChartConfiguration,
} from 'chart.js';

// Only the parts these charts use (chart.js is tree-shaken to them).
Chart.register(
	BarController,
	BarElement,
	CategoryScale,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip
);

/** WordPress admin colours: theme blue, then a dark and a green that stay apart for colour-blind readers. */
const COLOURS = [ '#2271b1', '#1d2327', '#00a32a' ];

export interface ChartDataset {
	label: string;
	data: number[];
}

interface Props {
	type: 'line' | 'bar';
	labels: string[];
	datasets: ChartDataset[];
	/** The figure's title, read as the picture's name. */
	label: string;
	/** Horizontal bars (the top lists). */
	horizontal?: boolean;
	/** How an axis value and a tooltip are written (money in the report's currency). */
	format?: ( value: number ) => string;
}

export default function ReportChart( {
	type,
	labels,
	datasets,
	label,
	horizontal = false,
	format = ( value ) => String( value ),
}: Props ) {
	const canvas = useRef< HTMLCanvasElement >( null );
	useEffect( () => {
		// No 2D context (a test's DOM, a browser without canvas): the table beside says it all.
		if ( ! canvas.current?.getContext( '2d' ) ) {
			return undefined;
		}
		const valueAxis = horizontal ? 'x' : 'y';
		const config: ChartConfiguration< 'line' | 'bar' > = {
			type,
			data: {
				labels,
				datasets: datasets.map( ( dataset, index ) => ( {
					...dataset,
					borderColor: COLOURS[ index % COLOURS.length ],
					backgroundColor: COLOURS[ index % COLOURS.length ],
					tension: 0.2,
				} ) ),
			},
			options: {
				indexAxis: horizontal ? 'y' : 'x',
				maintainAspectRatio: false,
				animation: false,
				scales: {
					[ valueAxis ]: {
						beginAtZero: true,
						ticks: {
							callback: ( value ) => format( Number( value ) ),
						},
					},
				},
				plugins: {
					legend: { display: datasets.length > 1 },
					tooltip: {
						callbacks: {
							label: ( item ) =>
								`${ item.dataset.label }: ${ format(
									Number( item.parsed[ valueAxis ] )
								) }`,
						},
					},
				},
			},
		};
		const chart = new Chart( canvas.current, config );
		return () => chart.destroy();
	}, [ type, labels, datasets, horizontal, format ] );
	return (
		<div className="opengive-report-chart">
			<canvas ref={ canvas } role="img" aria-label={ label } />
		</div>
	);
}
