/**
 * wp-admin → OpenGive → Settings: the site settings in tabs, drawn from the fields the server
 * sends (plugin/data/site-settings.json). Only changed settings are sent; the server checks them
 * all and saves nothing when one is refused, and then every message shows by its field while what
 * the admin typed stays in place.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, Spinner, TabPanel } from '@wordpress/components';
import { SettingsLog } from '../settings/SettingsLog';
import { SettingsSection } from '../settings/SettingsSection';
import '../settings/style.scss';
import { saveRequest, sectionsOf, type Draft } from '../settings/draft';
import type { SettingsError, SettingsResponse } from '../settings/types';
import { SaveNoticeBox, type SaveNotice } from '../save-notice';

const PATH = '/opengive/v1/settings';
const SETUP_URL = 'edit.php?post_type=opengive_form&page=opengive-setup';

/**
 * The refused settings by label and tab ("Window, in seconds (Security)"), so a refusal on a tab
 * not in view is found.
 *
 * @param settings The screen's fields and tabs.
 * @param refused  Key => message.
 * @return A comma-separated list.
 */
function refusedList(
	settings: SettingsResponse,
	refused: Record< string, string >
): string {
	return Object.keys( refused )
		.map( ( key ) => {
			const field = settings.fields.find( ( item ) => item.key === key );
			const tab = settings.tabs.find(
				( item ) => item.id === field?.tab
			);
			return field
				? `${ field.label } (${ tab?.label ?? field.tab })`
				: key;
		} )
		.join( ', ' );
}

/**
 * The tab a link asked for (…&tab=payments, as the admin bar's test-mode badge links), if there is one.
 *
 * @param settings The screen's tabs.
 * @return A tab id, or undefined for the first.
 */
function initialTab( settings: SettingsResponse ): string | undefined {
	const wanted = new URLSearchParams( window.location.search ).get( 'tab' );
	return settings.tabs.some( ( tab ) => tab.id === wanted )
		? ( wanted as string )
		: undefined;
}

export default function SettingsScreen() {
	const [ settings, setSettings ] = useState< SettingsResponse | null >(
		null
	);
	const [ loadError, setLoadError ] = useState( '' );
	const [ draft, setDraft ] = useState< Draft >( {} );
	const [ clear, setClear ] = useState< string[] >( [] );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ notice, setNotice ] = useState< SaveNotice | null >( null );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		apiFetch< SettingsResponse >( { path: PATH } )
			.then( setSettings )
			.catch( ( error: SettingsError ) =>
				setLoadError(
					error.message ||
						__( 'The settings could not be loaded.', 'opengive' )
				)
			);
	}, [] );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! settings ) {
		return (
			<p className="opengive-settings__loading">
				<Spinner /> { __( 'Loading settings…', 'opengive' ) }
			</p>
		);
	}

	const dirty = Object.keys( draft ).length > 0 || clear.length > 0;
	const save = async () => {
		setSaving( true );
		setNotice( null );
		try {
			const saved = await apiFetch< SettingsResponse >( {
				path: PATH,
				method: 'POST',
				data: saveRequest( settings.fields, draft, clear ),
			} );
			setSettings( saved );
			setDraft( {} );
			setClear( [] );
			setErrors( {} );
			setNotice( {
				status: 'success',
				text: __( 'Settings saved.', 'opengive' ),
			} );
		} catch ( caught ) {
			const error = caught as SettingsError;
			const refused = error.data?.params ?? {};
			setErrors( refused );
			setNotice( {
				status: 'error',
				text: Object.keys( refused ).length
					? sprintf(
							/* translators: %s: the refused settings, each with its tab, e.g. "Window, in seconds (Security)". */
							__(
								'Nothing was saved. Correct these settings and save again: %s.',
								'opengive'
							),
							refusedList( settings, refused )
						)
					: error.message ||
						__( 'The settings could not be saved.', 'opengive' ),
			} );
		} finally {
			setSaving( false );
		}
	};

	return (
		<div className="opengive-settings">
			<p className="opengive-settings__setup">
				{ __(
					'New to OpenGive? The guided setup takes your organisation, a way to pay and a first form.',
					'opengive'
				) }{ ' ' }
				<Button variant="link" href={ SETUP_URL }>
					{ __( 'Run the setup', 'opengive' ) }
				</Button>
			</p>
			<TabPanel
				className="opengive-settings__tabs"
				initialTabName={ initialTab( settings ) }
				tabs={ settings.tabs.map( ( tab ) => ( {
					name: tab.id,
					title: tab.label,
				} ) ) }
			>
				{ ( tab ) => (
					<div className="opengive-settings__tab">
						{ sectionsOf( settings.fields, tab.name ).map(
							( section ) => (
								<SettingsSection
									key={ section.title }
									title={ section.title }
									fields={ section.fields }
									settings={ settings }
									draft={ draft }
									clear={ clear }
									errors={ errors }
									onChange={ ( key, value ) =>
										setDraft( { ...draft, [ key ]: value } )
									}
									onClear={ ( key, clearIt ) =>
										setClear(
											clearIt
												? [ ...clear, key ]
												: clear.filter(
														( item ) => item !== key
													)
										)
									}
								/>
							)
						) }
					</div>
				) }
			</TabPanel>
			<div className="opengive-settings__actions">
				{ /* By the button, which stays in view: the outcome of a save is seen on any tab. */ }
				<SaveNoticeBox
					notice={ notice }
					onRemove={ () => setNotice( null ) }
				/>
				<Button
					variant="primary"
					onClick={ save }
					isBusy={ saving }
					disabled={ saving || ! dirty }
					accessibleWhenDisabled
				>
					{ saving
						? __( 'Saving…', 'opengive' )
						: __( 'Save settings', 'opengive' ) }
				</Button>
			</div>
			<SettingsLog log={ settings.log } fields={ settings.fields } />
		</div>
	);
}
