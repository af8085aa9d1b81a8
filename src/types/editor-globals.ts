/**
 * The block editor globals the two settings sidebars (donation form, contact form) use: WordPress
 * 6.5 provides registerPlugin and PluginDocumentSettingPanel as wp.plugins / wp.editPost, and each
 * sidebar script lists both as dependencies, so they are read from window rather than bundled.
 */
import type { ComponentType, ReactNode } from 'react';

export interface EditorGlobals {
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

/** The editor's wp.plugins and wp.editPost. */
export function editorGlobals(): EditorGlobals {
	return ( window as unknown as { wp: EditorGlobals } ).wp;
}
