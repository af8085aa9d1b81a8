/**
 * The consent log's counts per category as a small horizontal bar chart: four bars do not need a
 * chart library. Each bar's length is its share of all records in the filtered log, and the number
 * and percentage are text beside it, so the chart reads the same to a screen reader.
 */
import { __, sprintf } from '@wordpress/i18n';

export const CONSENT_CATEGORIES = [
	'functional',
	'preferences',
	'statistics',
	'marketing',
];

interface Props {
	/** Records allowing each category, and `total`: every record the filters match. */
	counts: Record< string, number >;
}

/**
 * A category's share of all records, in whole percent (0 when there are none).
 *
 * @param count Records allowing the category.
 * @param total Every record.
 */
export function shareOf( count: number, total: number ): number {
	return total > 0 ? Math.round( ( count / total ) * 100 ) : 0;
}

export default function ConsentCountsChart( { counts }: Props ) {
	const total = counts.total ?? 0;
	return (
		<figure className="opengive-consent-counts">
			<figcaption>
				{ sprintf(
					/* translators: %d: number of consent records */
					__(
						'Records allowing each category (%d in all)',
						'opengive'
					),
					total
				) }
			</figcaption>
			<ul>
				{ CONSENT_CATEGORIES.map( ( category ) => {
					const count = counts[ category ] ?? 0;
					const share = shareOf( count, total );
					return (
						<li key={ category }>
							<span className="opengive-consent-counts__label">
								{ category }
							</span>
							<span
								className="opengive-consent-counts__track"
								aria-hidden="true"
							>
								<span
									className="opengive-consent-counts__bar"
									style={ { width: `${ share }%` } }
								/>
							</span>
							<span className="opengive-consent-counts__value">
								{ sprintf(
									/* translators: 1: number of records, 2: their share in percent */
									__( '%1$d (%2$d%%)', 'opengive' ),
									count,
									share
								) }
							</span>
						</li>
					);
				} ) }
			</ul>
		</figure>
	);
}
