// Recurring gifts; one's detail can cancel it.
import { useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as coreStore, useEntityRecord } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import { askInBrowser } from '../../ui/confirm';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, Spinner } from '@wordpress/components';
import type { Action, Field, View } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import { modeField, statusField } from '../fields';
import useOpenRecord from '../components/useOpenRecord';
import {
	formatDate,
	formatMoney,
	labelOf,
	subscriptionStatuses,
} from '../format';
import { adminSettings, type DetailProps, type Subscription } from '../types';
import type { QueryMap } from '../view-query';

const MAP: QueryMap = {
	sorts: {
		id: 'id',
		amount: 'amount',
		renewsAt: 'renewsAt',
		createdAt: 'createdAt',
		status: 'status',
	},
	filters: { status: 'status', mode: 'mode' },
};

const VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [ 'donor', 'amount', 'period', 'status', 'renewsAt', 'createdAt' ],
	filters: [],
	search: '',
};

const FIELDS: Field< Subscription >[] = [
	{ id: 'id', label: __( 'ID', 'opengive' ) },
	{
		id: 'donor',
		label: __( 'Donor', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) =>
			item._embedded?.[ 'givewp:donor' ]?.[ 0 ]?.name ??
			`#${ item.donorId }`,
	},
	{
		id: 'amount',
		label: __( 'Amount', 'opengive' ),
		getValue: ( { item } ) => formatMoney( item.amount ),
	},
	{ id: 'period', label: __( 'Period', 'opengive' ), enableSorting: false },
	statusField( subscriptionStatuses() ),
	modeField(),
	{
		id: 'renewsAt',
		label: __( 'Next renewal', 'opengive' ),
		getValue: ( { item } ) => formatDate( item.renewsAt ),
	},
	{
		id: 'createdAt',
		label: __( 'Started', 'opengive' ),
		getValue: ( { item } ) => formatDate( item.createdAt ),
	},
];

function SubscriptionDetail( { id, onBack }: DetailProps ) {
	const { record, hasResolved } = useEntityRecord< Subscription >(
		'givewp',
		'subscription',
		id
	);
	const { invalidateResolutionForStoreSelector } = useDispatch(
		coreStore
	) as unknown as {
		invalidateResolutionForStoreSelector: ( s: string ) => void;
	};
	const [ message, setMessage ] = useState< string | null >( null );
	if ( ! hasResolved || ! record ) {
		return <Spinner />;
	}
	const cancel = async () => {
		if (
			! askInBrowser(
				__(
					'Cancel this recurring gift? No further payments will be taken.',
					'opengive'
				)
			)
		) {
			return;
		}
		try {
			await apiFetch( {
				path: `/givewp/v3/subscriptions/${ id }/cancel`,
				method: 'POST',
			} );
			invalidateResolutionForStoreSelector( 'getEntityRecord' );
			invalidateResolutionForStoreSelector( 'getEntityRecords' );
			setMessage( __( 'Cancelled.', 'opengive' ) );
		} catch ( caught ) {
			setMessage( ( caught as { message?: string } ).message ?? '' );
		}
	};
	const ended = [ 'cancelled', 'completed', 'expired' ].includes(
		record.status
	);
	return (
		<div className="opengive-admin__detail">
			<Button variant="link" onClick={ onBack }>
				{ __( '← All subscriptions', 'opengive' ) }
			</Button>
			<h2>
				{ sprintf(
					/* translators: 1: amount, 2: period */
					__( '%1$s every %2$s', 'opengive' ),
					formatMoney( record.amount ),
					record.period
				) }
			</h2>
			{ message && (
				<Notice onRemove={ () => setMessage( null ) }>
					{ message }
				</Notice>
			) }
			<dl className="opengive-admin__facts">
				<dt>{ __( 'Donor', 'opengive' ) }</dt>
				<dd>
					{ record._embedded?.[ 'givewp:donor' ]?.[ 0 ]?.name ??
						`#${ record.donorId }` }
				</dd>
				<dt>{ __( 'Status', 'opengive' ) }</dt>
				<dd>{ labelOf( subscriptionStatuses(), record.status ) }</dd>
				<dt>{ __( 'Next renewal', 'opengive' ) }</dt>
				<dd>{ formatDate( record.renewsAt ) }</dd>
				<dt>{ __( 'Fee covered', 'opengive' ) }</dt>
				<dd>{ formatMoney( record.feeAmountRecovered ) }</dd>
				<dt>{ __( 'Gateway', 'opengive' ) }</dt>
				<dd>{ record.gatewayId }</dd>
			</dl>
			{ adminSettings().canEdit && ! ended && (
				<Button variant="secondary" isDestructive onClick={ cancel }>
					{ __( 'Cancel subscription', 'opengive' ) }
				</Button>
			) }
		</div>
	);
}

export default function SubscriptionsScreen() {
	const [ openId, open ] = useOpenRecord();
	const actions: Action< Subscription >[] = [
		{
			id: 'view',
			label: __( 'View', 'opengive' ),
			isPrimary: true,
			callback: ( [ item ] ) => open( item.id ),
		},
	];
	if ( openId > 0 ) {
		return <SubscriptionDetail id={ openId } onBack={ () => open( 0 ) } />;
	}
	return (
		<EntityList< Subscription >
			entity="subscription"
			fields={ FIELDS }
			map={ MAP }
			defaultView={ VIEW }
			actions={ actions }
			searchLabel={ __( 'Search subscriptions', 'opengive' ) }
			onOpen={ ( item ) => open( item.id ) }
		/>
	);
}
