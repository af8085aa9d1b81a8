/**
 * The recurring periods as the editor names them: the labels of plugin/data/recurring-periods.json
 * (the form's and PHP's table), translated where shown.
 */
import { periodLabel } from '../../donation-form/recurring';
import { PERIODS, type RecurringPeriod } from '../model';

export const PERIOD_LABELS = Object.fromEntries(
	PERIODS.map( ( period ) => [ period, periodLabel( period ) ] )
) as Record< RecurringPeriod, string >;
