/**
 * Inserter presets of the donor wall: "Supporter comments" shows only gifts that came with a
 * comment, two to a row with the comment in full view (the wall's own attributes, preset).
 */
import { __ } from '@wordpress/i18n';

export const variations = [
	{
		name: 'supporter-comments',
		title: __( 'Supporter comments', 'opengive' ),
		description: __(
			'The donor wall showing only gifts that came with a comment.',
			'opengive'
		),
		icon: 'format-quote',
		keywords: [
			__( 'comments', 'opengive' ),
			__( 'testimonials', 'opengive' ),
		],
		attributes: {
			onlyComments: true,
			showComments: true,
			columns: '2',
			commentLength: 280,
		},
		scope: [ 'inserter', 'transform' ] as Array< 'inserter' | 'transform' >,
		isActive: [ 'onlyComments' ],
	},
];
