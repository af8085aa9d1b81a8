/**
 * @param props
 *              The block-editor package ships no type declarations for its entry point; these cover what we use.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	export function useBlockProps(
		props?: HTMLAttributes< HTMLElement > & Record< string, unknown >
	): HTMLAttributes< HTMLElement > & Record< string, unknown >;

	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;

	export const InnerBlocks: ComponentType< {
		allowedBlocks?: string[];
		template?: unknown[];
	} > & { Content: ComponentType };
}
