// Create or edit a campaign: title, description, goal and its type, dates, status, default form.
import { lazy, Suspense, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as coreStore, useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import {
	Button,
	Notice,
	Spinner,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { campaignStatuses } from '../format';
import { adminSettings, type Campaign, type Form } from '../types';
import { store as notifications } from '../../stores/campaign-notifications';

// With chart.js, in the overview's chunk: the campaign list does not fetch it.
const CampaignProgress = lazy(
	() =>
		import(
			/* webpackChunkName: "campaign-progress" */ '../components/reports/CampaignProgress'
		)
);

export interface CampaignDraft {
	id?: number;
	title: string;
	shortDescription: string;
	goal: string;
	goalType: string;
	status: string;
	startDate: string;
	endDate: string;
	defaultFormId: string;
}

/**
 * The form's fields from a saved campaign (dates as YYYY-MM-DD for date inputs).
 *
 * @param campaign The campaign, or undefined for a new one.
 */
export function draftOf( campaign?: Campaign ): CampaignDraft {
	return {
		id: campaign?.id,
		title: campaign?.title ?? '',
		shortDescription: campaign?.shortDescription ?? '',
		goal: campaign ? String( campaign.goal ) : '',
		goalType: campaign?.goalType ?? 'amount',
		status: campaign?.status ?? 'draft',
		startDate: campaign?.startDate?.slice( 0, 10 ) ?? '',
		endDate: campaign?.endDate?.slice( 0, 10 ) ?? '',
		defaultFormId: campaign?.defaultFormId
			? String( campaign.defaultFormId )
			: '',
	};
}

/**
 * What the REST route takes from the form (dates at midnight UTC, empty ones cleared).
 *
 * @param draft The form's fields.
 */
export function recordOf( draft: CampaignDraft ): Record< string, unknown > {
	return {
		...( draft.id ? { id: draft.id } : {} ),
		title: draft.title.trim(),
		shortDescription: draft.shortDescription,
		goal: Number( draft.goal ),
		goalType: draft.goalType,
		status: draft.status,
		startDate: draft.startDate
			? `${ draft.startDate }T00:00:00+00:00`
			: null,
		endDate: draft.endDate ? `${ draft.endDate }T00:00:00+00:00` : null,
		defaultFormId: draft.defaultFormId
			? Number( draft.defaultFormId )
			: null,
	};
}

/** What a goal can count. */
function goalTypes(): Array< { value: string; label: string } > {
	return [
		{
			value: 'amount',
			label: __( 'Amount raised', 'opengive' ),
		},
		{
			value: 'donations',
			label: __( 'Number of donations', 'opengive' ),
		},
		{
			value: 'donors',
			label: __( 'Number of donors', 'opengive' ),
		},
		{
			value: 'subscriptions',
			label: __( 'Number of recurring gifts', 'opengive' ),
		},
		{
			value: 'amountFromSubscriptions',
			label: __( 'Amount from recurring gifts', 'opengive' ),
		},
		{
			value: 'donorsFromSubscriptions',
			label: __( 'Recurring donors', 'opengive' ),
		},
	];
}

export default function CampaignEditor( {
	campaign,
	onDone,
}: {
	campaign?: Campaign;
	onDone: () => void;
} ) {
	const [ draft, setDraft ] = useState< CampaignDraft >( () =>
		draftOf( campaign )
	);
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const { records: forms } = useEntityRecords< Form >( 'givewp', 'form', {
		per_page: 100,
		// GiveWP's default is published forms only; a draft may be the default form too.
		status: 'any',
	} );
	const { saveEntityRecord } = useDispatch( coreStore ) as unknown as {
		saveEntityRecord: (
			kind: string,
			name: string,
			record: Record< string, unknown >,
			options: { throwOnError: boolean }
		) => Promise< Campaign >;
	};
	const { addNotification } = useDispatch( notifications );
	const set = ( key: keyof CampaignDraft ) => ( value: string | string[] ) =>
		setDraft( { ...draft, [ key ]: String( value ) } );

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( draft.title.trim() === '' ) {
			setError( __( 'Give the campaign a title.', 'opengive' ) );
			return;
		}
		if ( ! ( Number( draft.goal ) > 0 ) ) {
			setError(
				__( 'The goal must be a number above zero.', 'opengive' )
			);
			return;
		}
		setSaving( true );
		setError( null );
		try {
			const saved = await saveEntityRecord(
				'givewp',
				'campaign',
				recordOf( draft ),
				{
					throwOnError: true,
				}
			);
			addNotification( {
				id: `campaign-saved-${ saved.id }`,
				content: __( 'Campaign saved.', 'opengive' ),
				type: 'success',
				autoHide: true,
			} );
			onDone();
		} catch ( caught ) {
			setError(
				( caught as { message?: string } ).message ??
					__( 'The campaign was not saved.', 'opengive' )
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<form className="opengive-admin__editor" onSubmit={ save } noValidate>
			<h2>
				{ campaign
					? __( 'Edit campaign', 'opengive' )
					: __( 'New campaign', 'opengive' ) }
			</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Title', 'opengive' ) }
				value={ draft.title }
				onChange={ set( 'title' ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Short description', 'opengive' ) }
				value={ draft.shortDescription }
				onChange={ set( 'shortDescription' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Goal type', 'opengive' ) }
				value={ draft.goalType }
				options={ goalTypes() }
				onChange={ set( 'goalType' ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Goal', 'opengive' ) }
				type="number"
				min={ 0 }
				value={ draft.goal }
				onChange={ set( 'goal' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Status', 'opengive' ) }
				value={ draft.status }
				options={ campaignStatuses() }
				onChange={ set( 'status' ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Start date', 'opengive' ) }
				type="date"
				value={ draft.startDate }
				onChange={ set( 'startDate' ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'End date', 'opengive' ) }
				type="date"
				value={ draft.endDate }
				onChange={ set( 'endDate' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Default form', 'opengive' ) }
				value={ draft.defaultFormId }
				options={ [
					{ value: '', label: __( '— None —', 'opengive' ) },
					...( forms ?? [] ).map( ( form ) => ( {
						value: String( form.id ),
						label: form.title,
					} ) ),
				] }
				onChange={ set( 'defaultFormId' ) }
			/>
			<div className="opengive-admin__row">
				<Button
					variant="primary"
					type="submit"
					isBusy={ saving }
					disabled={ saving }
				>
					{ __( 'Save campaign', 'opengive' ) }
				</Button>
				<Button variant="tertiary" onClick={ onDone }>
					{ __( 'Cancel', 'opengive' ) }
				</Button>
			</div>
			{ campaign && adminSettings().canViewReports && (
				<Suspense fallback={ <Spinner /> }>
					<CampaignProgress campaign={ campaign } />
				</Suspense>
			) }
		</form>
	);
}
