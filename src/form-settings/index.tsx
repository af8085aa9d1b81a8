/**
 * Adds the donation form settings to the block editor's sidebar on opengive_form posts.
 * WordPress 6.5 provides registerPlugin and PluginDocumentSettingPanel as wp.plugins / wp.editPost
 * (this script lists both as dependencies).
 */
import { useEntityProp } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import { editorGlobals } from '../types/editor-globals';
import FormSettingsPanel, { type GatewayChoice } from './FormSettingsPanel';
import EmbedSnippets, { type EmbedConfig } from './EmbedSnippets';
import type { FormSettingsValue } from './model';
import { useCampaignChoices } from '../blocks/campaign-choices';

const META_KEY = 'opengive_form_settings';

const wp = editorGlobals();
const globals = (
	window as unknown as {
		opengiveFormSettings?: {
			gateways: GatewayChoice[];
			embed?: EmbedConfig;
		};
	}
 ).opengiveFormSettings;
const gateways = globals?.gateways ?? [];

function Settings() {
	const [ meta, setMeta ] = useEntityProp(
		'postType',
		'opengive_form',
		'meta'
	);
	const campaigns = useCampaignChoices( { status: 'any' } );
	const [ formId ] = useEntityProp( 'postType', 'opengive_form', 'id' );
	const { PluginDocumentSettingPanel } = wp.editPost;
	const settings = ( meta?.[ META_KEY ] ?? {} ) as FormSettingsValue;
	return (
		<PluginDocumentSettingPanel
			name="opengive-form-settings"
			title={ __( 'Donation form', 'opengive' ) }
		>
			<FormSettingsPanel
				settings={ settings }
				onChange={ ( next ) =>
					setMeta( { ...meta, [ META_KEY ]: next } )
				}
				gateways={ gateways }
				campaigns={ campaigns }
			/>
			{ globals?.embed && typeof formId === 'number' && formId > 0 && (
				<EmbedSnippets formId={ formId } config={ globals.embed } />
			) }
		</PluginDocumentSettingPanel>
	);
}

wp.plugins.registerPlugin( 'opengive-form-settings', { render: Settings } );
