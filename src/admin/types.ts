/**
 * The /givewp/v3 resources as the admin screens read them.
 */
export interface Money {
	value: number;
	valueInMinorUnits: number;
	currency: string;
}

export interface Donation {
	id: number;
	campaignId: number | null;
	formId: number;
	formTitle: string;
	createdAt: string;
	status: string;
	type: 'single' | 'subscription' | 'renewal';
	mode: 'live' | 'test';
	amount: Money;
	feeAmountRecovered: Money;
	gatewayId: string;
	gatewayTransactionId: string;
	donorId: number;
	firstName: string;
	lastName: string;
	email?: string;
	phone?: string;
	company: string;
	comment: string;
	anonymous: boolean;
	subscriptionId: number | null;
	billingAddress?: Record< string, string >;
}

export interface Donor {
	id: number;
	userId: number | null;
	createdAt: string;
	name: string;
	firstName: string;
	lastName: string;
	email?: string;
	phone?: string;
	company: string;
	totalAmountDonated: Money;
	totalNumberOfDonations: number;
	avatarUrl: string;
}

export interface Subscription {
	id: number;
	donationFormId: number;
	campaignId: number | null;
	createdAt: string;
	renewsAt: string | null;
	donorId: number;
	period: string;
	frequency: number;
	installments: number;
	mode: 'live' | 'test';
	amount: Money;
	feeAmountRecovered: Money;
	status: string;
	gatewayId: string;
	_embedded?: { 'givewp:donor'?: Donor[] };
}

export interface Campaign {
	id: number;
	title: string;
	shortDescription: string;
	longDescription: string;
	goal: number;
	goalType: string;
	goalStats: {
		actual: number;
		actualFormatted: string;
		percentage: number;
		goal: number;
		goalFormatted: string;
	};
	currency: string;
	status: string;
	startDate: string | null;
	endDate: string | null;
	defaultFormId: number | null;
	createdAt: string;
}

export interface Form {
	id: number;
	title: string;
	status: string;
	createdAt: string;
	permalink: string;
	editUrl: string;
	campaignId: number | null;
	donations: number;
	totalAmount: Money;
}

/** What the PHP side prints for the admin app (window.opengiveAdmin). */
export interface AdminSettings {
	exportUrl: string;
	newFormUrl: string;
	canExport: boolean;
	canEdit: boolean;
	canSeeEmail: boolean;
}

export function adminSettings(): AdminSettings {
	return (
		( window as unknown as { opengiveAdmin?: AdminSettings } )
			.opengiveAdmin ?? {
			exportUrl: '',
			newFormUrl: '',
			canExport: false,
			canEdit: false,
			canSeeEmail: false,
		}
	);
}
