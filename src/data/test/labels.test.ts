/**
 * The label tables PHP reads too (plugin/data/status-labels.json, recurring-periods.json): every row
 * reaches the admin and the form, in the file's order; the form reads the URL preselection parameters
 * the file names (url-preselection.json). tests/php/DataTablesTest.php checks the PHP side.
 */
import statusLabels from '../../../plugin/data/status-labels.json';
import recurringPeriods from '../../../plugin/data/recurring-periods.json';
import {
	campaignStatuses,
	donationStatuses,
	labelOf,
	subscriptionStatuses,
} from '../../admin/format';
import { periodLabel, type Period } from '../../donation-form/recurring';
import { preselectionFromQuery } from '../../donation-form/preselect';
import urlPreselection from '../../../plugin/data/url-preselection.json';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

describe( 'status labels from plugin/data/status-labels.json', () => {
	it.each( [
		[ 'donation', donationStatuses, statusLabels.donation ],
		[ 'subscription', subscriptionStatuses, statusLabels.subscription ],
		[ 'campaign', campaignStatuses, statusLabels.campaign ],
	] as const )(
		'lists every %s status of the file, in its order, with its label',
		( _kind, options, table ) => {
			expect( options() ).toEqual(
				Object.entries( table ).map( ( [ value, label ] ) => ( {
					value,
					label,
				} ) )
			);
		}
	);

	it( 'labels a stored donation status as the file says, and shows an unknown one as it is', () => {
		expect( labelOf( donationStatuses(), 'publish' ) ).toBe(
			statusLabels.donation.publish
		);
		expect( labelOf( donationStatuses(), 'no-such-status' ) ).toBe(
			'no-such-status'
		);
	} );
} );

describe( 'recurring period labels from plugin/data/recurring-periods.json', () => {
	it.each( Object.entries( recurringPeriods.labels ) )(
		'labels the period %s as %s',
		( period, label ) => {
			expect( periodLabel( period as Period ) ).toBe( label );
		}
	);
} );

describe( 'URL preselection parameters from plugin/data/url-preselection.json', () => {
	const config = renderedFormConfig( 'home', {
		gateways: [
			{ id: 'test', label: 'Test', fields: 'none' },
			{ id: 'offline', label: 'Offline', fields: 'none' },
		],
	} );
	const names = urlPreselection.params;

	it( 'reads the form, level and gateway from the parameters the file names', () => {
		const query = new URLSearchParams( {
			[ names.formId ]: String( config.formId ),
			[ names.levelId ]: config.levels[ 0 ].id,
			[ names.gatewayId ]: 'offline',
		} ).toString();
		expect( preselectionFromQuery( `?${ query }`, config ) ).toEqual( {
			levelId: config.levels[ 0 ].id,
			gatewayId: 'offline',
		} );
	} );

	it( 'reads a custom amount from the parameter the file names', () => {
		const query = new URLSearchParams( {
			[ names.customAmount ]: '42.50',
		} ).toString();
		expect( preselectionFromQuery( `?${ query }`, config ) ).toEqual( {
			levelId: 'custom',
			customText: '42.50',
		} );
	} );
} );
