/**
 * Editor UI: choose which contact form to show (forms are edited on their own screen, so one form
 * serves several pages), with a link to edit it and a preview as the server renders it.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	ExternalLink,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';
import type { ContactFormAttributes } from './types';

type FormSummary = { id: number; title: { rendered: string } };

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ContactFormAttributes > ) {
	const [ forms, setForms ] = useState< FormSummary[] >( [] );
	useEffect( () => {
		apiFetch< FormSummary[] >( {
			path: '/wp/v2/opengive-contact-forms?per_page=100&_fields=id,title',
		} )
			.then( setForms )
			.catch( () => setForms( [] ) );
	}, [] );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Contact form', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Form', 'opengive' ) }
						value={ String( attributes.formId ) }
						options={ [
							{
								value: '0',
								label: __( '— Choose —', 'opengive' ),
							},
							...forms.map( ( form ) => ( {
								value: String( form.id ),
								label: form.title.rendered || `#${ form.id }`,
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { formId: Number( value ) } )
						}
					/>
					{ attributes.formId > 0 && (
						<ExternalLink
							href={ addQueryArgs( 'post.php', {
								post: attributes.formId,
								action: 'edit',
							} ) }
						>
							{ __( 'Edit fields and messages', 'opengive' ) }
						</ExternalLink>
					) }
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="opengive/contact-form"
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
