// One donation: what was given and by whom, its status (editable), a refund through the gateway,
// and notes.
import { useState } from '@wordpress/element';
import { useEntityRecord } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, SelectControl, Spinner } from '@wordpress/components';
import type { DetailProps, Donation } from '../types';
import { adminSettings } from '../types';
import { useEntityWrites } from '../entity-store';
import { donationStatuses, formatDate, formatMoney, labelOf } from '../format';
import DonationNotes, { type Note } from '../components/DonationNotes';
import RefundControls from '../components/RefundControls';

/**
 * Why a failed donation failed: the newest note that is not a status change (the gateway's decline
 * reason is written as a note when the charge fails).
 *
 * @param notes The donation's notes, newest first.
 */
export function failureReason( notes: Note[] ): string | null {
	const note = notes.find(
		( candidate ) => ! /^status changed/i.test( candidate.content )
	);
	return note ? note.content : null;
}

export default function DonationDetail( { id, onBack }: DetailProps ) {
	const { record, hasResolved } = useEntityRecord< Donation >(
		'givewp',
		'donation',
		id
	);
	const { saveEntityRecord, invalidateResolutionForStoreSelector } =
		useEntityWrites();
	const [ status, setStatus ] = useState< string | null >( null );
	const [ message, setMessage ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );
	const [ notesKey, setNotesKey ] = useState( 0 );
	const [ reason, setReason ] = useState< string | null >( null );
	const canEdit = adminSettings().canEdit;

	if ( ! hasResolved ) {
		return <Spinner />;
	}
	if ( ! record ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ __( 'That donation does not exist.', 'opengive' ) }
			</Notice>
		);
	}
	const refresh = () => {
		invalidateResolutionForStoreSelector( 'getEntityRecords' );
		invalidateResolutionForStoreSelector( 'getEntityRecord' );
		setNotesKey( notesKey + 1 );
	};
	// Every action ends the same way: a notice saying what happened, and fresh data when it worked.
	const runAction = async (
		call: () => Promise< unknown >,
		done: string
	) => {
		try {
			await call();
			setMessage( { status: 'success', text: done } );
			refresh();
		} catch ( caught ) {
			setMessage( {
				status: 'error',
				text: ( caught as { message?: string } ).message ?? '',
			} );
		}
	};
	const saveStatus = () =>
		runAction(
			() =>
				saveEntityRecord(
					'givewp',
					'donation',
					{ id, status: status ?? record.status },
					{ throwOnError: true }
				),
			__( 'Status saved.', 'opengive' )
		);
	// A refused refund is said beside the refund's fields (RefundControls), not in the notice above.
	const refund = async (
		refundReason: string,
		note: string,
		amountMinor: number
	): Promise< string | null > => {
		try {
			await apiFetch( {
				path: `/givewp/v3/donations/${ id }/refund`,
				method: 'POST',
				data: {
					reason: refundReason,
					note,
					amount: {
						valueInMinorUnits: amountMinor,
						currency: record.amount.currency,
					},
				},
			} );
		} catch ( caught ) {
			return ( caught as { message?: string } ).message ?? '';
		}
		setMessage( {
			status: 'success',
			text: __( 'Refunded.', 'opengive' ),
		} );
		refresh();
		return null;
	};
	const name = `${ record.firstName } ${ record.lastName }`.trim();
	return (
		<div className="opengive-admin__detail">
			<Button variant="link" onClick={ onBack }>
				{ __( '← All donations', 'opengive' ) }
			</Button>
			<h2>
				{ sprintf(
					/* translators: 1: donation id, 2: amount */
					__( 'Donation #%1$d: %2$s', 'opengive' ),
					record.id,
					formatMoney( record.amount )
				) }
			</h2>
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }
			{ record.status === 'failed' && (
				<Notice
					status="error"
					isDismissible={ false }
					className="opengive-admin__failure"
				>
					<strong>
						{ __( 'This donation failed.', 'opengive' ) }
					</strong>{ ' ' }
					{ reason
						? sprintf(
								/* translators: %s: the reason recorded for the failure, e.g. the card issuer's decline */
								__( 'Reason: %s', 'opengive' ),
								reason
							)
						: __( 'No reason was recorded for it.', 'opengive' ) }
				</Notice>
			) }
			<dl className="opengive-admin__facts">
				<dt>{ __( 'Donor', 'opengive' ) }</dt>
				<dd>
					{ name }
					{ record.email ? ` <${ record.email }>` : '' }
					{ record.anonymous
						? ` (${ __( 'anonymous', 'opengive' ) })`
						: '' }
				</dd>
				<dt>{ __( 'Date', 'opengive' ) }</dt>
				<dd>{ formatDate( record.createdAt ) }</dd>
				<dt>{ __( 'Form', 'opengive' ) }</dt>
				<dd>{ record.formTitle }</dd>
				<dt>{ __( 'Fee covered', 'opengive' ) }</dt>
				<dd>{ formatMoney( record.feeAmountRecovered ) }</dd>
				{ record.refundedAmount.valueInMinorUnits > 0 && (
					<>
						<dt>{ __( 'Refunded', 'opengive' ) }</dt>
						<dd>{ formatMoney( record.refundedAmount ) }</dd>
					</>
				) }
				<dt>{ __( 'Gateway', 'opengive' ) }</dt>
				<dd>
					{ record.gatewayId } { record.gatewayTransactionId }
				</dd>
				<dt>{ __( 'Mode', 'opengive' ) }</dt>
				<dd>
					{ record.mode === 'test'
						? __( 'Test (no money moved)', 'opengive' )
						: __( 'Live', 'opengive' ) }
				</dd>
				<dt>{ __( 'Status', 'opengive' ) }</dt>
				<dd>{ labelOf( donationStatuses(), record.status ) }</dd>
				{ record.comment && (
					<>
						<dt>{ __( 'Comment', 'opengive' ) }</dt>
						<dd>{ record.comment }</dd>
					</>
				) }
			</dl>
			{ canEdit && (
				<div className="opengive-admin__row">
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Change status', 'opengive' ) }
						value={ status ?? record.status }
						options={ donationStatuses() }
						onChange={ setStatus }
					/>
					<Button variant="primary" onClick={ saveStatus }>
						{ __( 'Save status', 'opengive' ) }
					</Button>
				</div>
			) }
			{ canEdit && record.status === 'publish' && (
				<RefundControls
					// A new refund's fields start from what is left after the last one.
					key={ record.refundedAmount.valueInMinorUnits }
					amount={ record.amount }
					refunded={ record.refundedAmount }
					fee={ record.feeAmountRecovered }
					onRefund={ refund }
				/>
			) }
			<DonationNotes
				donationId={ id }
				refreshKey={ notesKey }
				onLoaded={ ( notes ) => setReason( failureReason( notes ) ) }
			/>
		</div>
	);
}
