/**
 * Adds the donation form settings to the block editor's sidebar on opengive_form posts.
 * WordPress 6.5 provides registerPlugin and PluginDocumentSettingPanel as wp.plugins / wp.editPost
 * (this script lists both as dependencies).
 */
import { useEntityProp } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import FormSettingsPanel, { type GatewayChoice } from './FormSettingsPanel';
import type { FormSettingsValue } from './model';
import { useCampaignChoices } from '../blocks/campaign-choices';

const META_KEY = 'opengive_form_settings';

interface EditorGlobals {
	plugins: {
		registerPlugin: (
			name: string,
			settings: { render: ComponentType }
		) => void;
	};
	editPost: {
		PluginDocumentSettingPanel: ComponentType< {
			name: string;
			title: string;
			children: ReactNode;
		} >;
	};
}

const wp = ( window as unknown as { wp: EditorGlobals } ).wp;
const gateways =
	(
		window as unknown as {
			opengiveFormSettings?: { gateways: GatewayChoice[] };
		}
	 ).opengiveFormSettings?.gateways ?? [];

function Settings() {
	const [ meta, setMeta ] = useEntityProp(
		'postType',
		'opengive_form',
		'meta'
	);
	const campaigns = useCampaignChoices( { status: 'any' } );
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
		</PluginDocumentSettingPanel>
	);
}

wp.plugins.registerPlugin( 'opengive-form-settings', { render: Settings } );
