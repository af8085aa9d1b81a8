/**
 * Adds the "Contact form" settings panel to the block editor's sidebar on opengive_contact posts
 * (enqueued by plugin/src/Admin/ContactSettingsEditor.php, which also passes the server's defaults
 * as window.opengiveContactSettings). Same pattern as src/form-settings/index.tsx.
 */
import { useEntityProp } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { editorGlobals } from '../../types/editor-globals';
import ContactSettingsPanel from './ContactSettingsPanel';
import { readSettings, type ServerDefaults } from './model';
import { fieldsFromBlocks, type BlockLike } from './tags';

const POST_TYPE = 'opengive_contact';
const META_KEY = 'opengive_contact_settings';

const wp = editorGlobals();
const defaults = (
	window as unknown as { opengiveContactSettings: ServerDefaults }
 ).opengiveContactSettings;

function Settings() {
	const [ meta, setMeta ] = useEntityProp( 'postType', POST_TYPE, 'meta' );
	// The live blocks, not the saved content: a field added a moment ago already has its tag.
	const blocks = useSelect(
		( select ) =>
			(
				select( 'core/block-editor' ) as {
					getBlocks: () => BlockLike[];
				}
			 ).getBlocks(),
		[]
	);
	const { PluginDocumentSettingPanel } = wp.editPost;
	return (
		<PluginDocumentSettingPanel
			name="opengive-contact-settings"
			title={ __( 'Contact form', 'opengive' ) }
		>
			<ContactSettingsPanel
				settings={ readSettings( meta?.[ META_KEY ] ) }
				onChange={ ( next ) =>
					setMeta( { ...meta, [ META_KEY ]: next } )
				}
				defaults={ defaults }
				fields={ fieldsFromBlocks( blocks ) }
			/>
		</PluginDocumentSettingPanel>
	);
}

wp.plugins.registerPlugin( 'opengive-contact-settings', { render: Settings } );
