/**
 * The recurring periods as the editor names them.
 */
import { __ } from '@wordpress/i18n';
import type { RecurringPeriod } from '../model';

export const PERIOD_LABELS: Record< RecurringPeriod, string > = {
	day: __( 'Daily', 'opengive' ),
	week: __( 'Weekly', 'opengive' ),
	month: __( 'Monthly', 'opengive' ),
	quarter: __( 'Quarterly', 'opengive' ),
	year: __( 'Yearly', 'opengive' ),
};
