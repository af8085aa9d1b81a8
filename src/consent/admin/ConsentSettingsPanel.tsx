/**
 * The consent settings form on GET/POST opengive/v1/consent/settings. Only changed keys are sent;
 * the server checks them all and stores nothing when one is wrong (its message is shown).
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { ServicesEditor, type Service } from './ServicesEditor';
import {
	Button,
	Notice,
	PanelBody,
	SelectControl,
	Spinner,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { SaveNoticeBox, type SaveNotice } from '../../admin/save-notice';

type Settings = Record< string, unknown > & {
	texts: Record< string, string >;
	categories: Record< string, { label: string; description: string } >;
	consent_types: Record< string, string >;
	services: Service[];
	_regions: string[];
};

const TOGGLES: Array< [ string, string ] > = [
	[
		'banner_enabled',
		__(
			'Show the cookie banner and block content until consent',
			'opengive'
		),
	],
	[
		'store_consent',
		__( 'Store each consent in the consent log', 'opengive' ),
	],
	[
		'clean_cookies',
		__( 'Clean cookies of refused services every second', 'opengive' ),
	],
	[
		'respect_dnt',
		__( 'Respect Do Not Track and Global Privacy Control', 'opengive' ),
	],
	[
		'dismiss_on_scroll',
		__( 'Opt-out regions: dismiss on scroll past 400 px', 'opengive' ),
	],
];
const NUMBERS: Array< [ string, string ] > = [
	[
		'policy_id',
		__( 'Policy id (raise it to ask everyone again)', 'opengive' ),
	],
	[
		'dismiss_timeout_ms',
		__( 'Opt-out regions: dismiss after (ms, 0 = never)', 'opengive' ),
	],
	[
		'cookie_expiry_days',
		__( 'Consent cookie lifetime (days)', 'opengive' ),
	],
	[
		'log_retention_months',
		__( 'Keep consent records for (months)', 'opengive' ),
	],
];

export default function ConsentSettingsPanel() {
	const [ stored, setStored ] = useState< Settings | null >( null );
	const [ changes, setChanges ] = useState< Record< string, unknown > >( {} );
	const [ notice, setNotice ] = useState< SaveNotice | null >( null );
	// A save in flight shows on the button and blocks a second one (a double click sent two).
	const [ saving, setSaving ] = useState( false );
	useEffect( () => {
		apiFetch< Settings >( { path: '/opengive/v1/consent/settings' } )
			.then( ( settings ) => {
				setStored( settings );
			} )
			.catch( ( error: { message?: string } ) =>
				setNotice( { status: 'error', text: error.message ?? '' } )
			);
	}, [] );
	if ( ! stored ) {
		return notice ? (
			<Notice status="error">{ notice.text }</Notice>
		) : (
			<Spinner />
		);
	}
	const value = ( key: string ) =>
		key in changes ? changes[ key ] : stored[ key ];
	const change = ( key: string, next: unknown ) =>
		setChanges( ( current ) => ( { ...current, [ key ]: next } ) );
	const nested = ( key: string, inner: string, next: unknown ) =>
		change( key, { ...( value( key ) as object ), [ inner ]: next } );
	const save = () => {
		const body = changes;
		setSaving( true );
		apiFetch< Settings >( {
			path: '/opengive/v1/consent/settings',
			method: 'POST',
			data: body,
		} )
			.then( ( settings ) => {
				setStored( settings );
				setChanges( {} );
				setNotice( {
					status: 'success',
					text: __( 'Consent settings saved.', 'opengive' ),
				} );
			} )
			.catch( ( error: { message?: string } ) =>
				setNotice( {
					status: 'error',
					text: error.message ?? __( 'Not saved.', 'opengive' ),
				} )
			)
			.finally( () => setSaving( false ) );
	};
	const texts = value( 'texts' ) as Record< string, string >;
	const categories = value( 'categories' ) as Settings[ 'categories' ];
	const types = value( 'consent_types' ) as Record< string, string >;
	return (
		<div className="opengive-consent-settings">
			<SaveNoticeBox
				notice={ notice }
				onRemove={ () => setNotice( null ) }
			/>
			<PanelBody title={ __( 'Banner', 'opengive' ) }>
				{ TOGGLES.map( ( [ key, label ] ) => (
					<ToggleControl
						__nextHasNoMarginBottom
						key={ key }
						label={ label }
						checked={ Boolean( value( key ) ) }
						onChange={ ( next ) => change( key, next ) }
					/>
				) ) }
				{ NUMBERS.map( ( [ key, label ] ) => (
					<TextControl
						__nextHasNoMarginBottom
						key={ key }
						type="number"
						label={ label }
						value={ String( value( key ) ) }
						onChange={ ( next ) =>
							change( key, Number.parseInt( next, 10 ) )
						}
					/>
				) ) }
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Privacy policy address', 'opengive' ) }
					value={ String( value( 'privacy_policy_url' ) ) }
					onChange={ ( next ) =>
						change( 'privacy_policy_url', next )
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Regions', 'opengive' ) }
				initialOpen={ false }
			>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Default region', 'opengive' ) }
					value={ String( value( 'default_region' ) ) }
					options={ stored._regions.map( ( region ) => ( {
						value: region,
						label: region.toUpperCase(),
					} ) ) }
					onChange={ ( next ) => change( 'default_region', next ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __(
						'Country header (e.g. CF-IPCountry; empty: default region)',
						'opengive'
					) }
					value={ String( value( 'region_header' ) ) }
					onChange={ ( next ) => change( 'region_header', next ) }
				/>
				{ stored._regions.map( ( region ) => (
					<SelectControl
						__nextHasNoMarginBottom
						key={ region }
						label={ sprintf(
							/* translators: %s: region code */
							__( 'Consent type in %s', 'opengive' ),
							region.toUpperCase()
						) }
						value={ types[ region ] }
						options={ [ 'optin', 'optout', 'other' ].map(
							( type ) => ( { value: type, label: type } )
						) }
						onChange={ ( next ) =>
							nested( 'consent_types', region, next )
						}
					/>
				) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Texts', 'opengive' ) }
				initialOpen={ false }
			>
				{ Object.keys( texts ).map( ( key ) => (
					<TextareaControl
						__nextHasNoMarginBottom
						key={ key }
						label={ key.replace( /_/g, ' ' ) }
						value={ texts[ key ] }
						onChange={ ( next ) => nested( 'texts', key, next ) }
					/>
				) ) }
				{ Object.keys( categories ).map( ( category ) => (
					<TextareaControl
						__nextHasNoMarginBottom
						key={ category }
						label={ categories[ category ].label }
						value={ categories[ category ].description }
						onChange={ ( description ) =>
							nested( 'categories', category, {
								...categories[ category ],
								description,
							} )
						}
					/>
				) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Services', 'opengive' ) }
				initialOpen={ false }
			>
				<ServicesEditor
					services={ value( 'services' ) as Service[] }
					onChange={ ( next ) => change( 'services', next ) }
				/>
			</PanelBody>
			<Button
				variant="primary"
				onClick={ save }
				isBusy={ saving }
				disabled={ saving }
				__experimentalIsFocusable
			>
				{ __( 'Save consent settings', 'opengive' ) }
			</Button>
		</div>
	);
}
