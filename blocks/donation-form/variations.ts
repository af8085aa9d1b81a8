/**
 * Inserter presets of the donation form block that save clicks: "Monthly giving form" is the same
 * block with recurringPeriod 'month', so the form opens on "Monthly" wherever the chosen form lets
 * donors pick that period (render.php ignores it on forms that do not).
 */
import { __ } from '@wordpress/i18n';

export const variations = [
	{
		name: 'monthly-giving',
		title: __( 'Monthly giving form', 'opengive' ),
		description: __(
			'A donation form that opens on a monthly recurring gift.',
			'opengive'
		),
		icon: 'update',
		keywords: [
			__( 'monthly', 'opengive' ),
			__( 'recurring', 'opengive' ),
		],
		attributes: { recurringPeriod: 'month' },
		scope: [ 'inserter', 'transform' ] as Array< 'inserter' | 'transform' >,
		isActive: [ 'recurringPeriod' ],
	},
];
