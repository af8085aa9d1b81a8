/**
 * A form configuration like the demo site's, for component and logic tests.
 */
import type { FormConfig } from '@opengive/types/form-config';

export function demoFormConfig(
	overrides: Partial< FormConfig > = {}
): FormConfig {
	return {
		formId: 7,
		title: 'Keep the Light On',
		levels: [
			{ id: '1', amount: 1000, label: 'Buys a lamp' },
			{ id: '2', amount: 2500, label: 'A week of fuel' },
			{ id: '3', amount: 5000, label: '' },
		],
		defaultLevel: '2',
		customAmount: true,
		minimum: 500,
		maximum: 1000000,
		currency: {
			code: 'USD',
			symbol: '$',
			position: 'before',
			thousandsSeparator: ',',
			decimalSeparator: '.',
			decimals: 2,
		},
		levelDisplay: 'buttons',
		gateways: [ { id: 'test', label: 'Test donation', fields: 'none' } ],
		displayMode: 'inline',
		buttonLabel: 'Donate now',
		company: 'none',
		comment: false,
		anonymous: false,
		billingAddress: false,
		countries: {},
		terms: { enabled: false, label: '', text: '' },
		customFields: [],
		error: null,
		nonce: {
			hash: 'abc123',
			time: Math.floor( Date.now() / 1000 ),
			life: 43200,
		},
		ajaxUrl: 'https://charity.example/wp-admin/admin-ajax.php',
		donorSession: false,
		loginEnabled: false,
		feeRecovery: null,
		recurring: null,
		emailAccess: false,
		noGatewayMessage:
			'This form cannot take donations right now: no payment method is enabled. Please contact us.',
		...overrides,
	};
}
