/**
 * Editor UI of one field: a preview in the canvas and its settings in the sidebar, showing only the
 * rules that apply to its type.
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FIELD_TYPES } from './variations';
import type { FieldAttributes } from './types';
import {
	linesToOptions,
	linesToPairs,
	listToArray,
	optionsToLines,
	pairsToLines,
	toNumber,
} from './lines';

const TEXTLIKE = [ 'text', 'textarea', 'email', 'url', 'tel' ];
const CHOICES = [ 'select', 'checkbox', 'radio' ];

export default function Edit( {
	attributes: a,
	setAttributes,
}: BlockEditProps< FieldAttributes > ) {
	const num = ( key: keyof FieldAttributes, label: string ) => (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			value={ a[ key ] === null ? '' : String( a[ key ] ) }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: toNumber( value ) } )
			}
		/>
	);
	const text = ( key: keyof FieldAttributes, label: string, help = '' ) => (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ String( a[ key ] ?? '' ) }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);
	const toggle = ( key: keyof FieldAttributes, label: string ) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ Boolean( a[ key ] ) }
			onChange={ ( value: boolean ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);
	return (
		<div
			{ ...useBlockProps( {
				className: 'wp-block-opengive-contact-form__field',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Field', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Type', 'opengive' ) }
						value={ a.type }
						options={ FIELD_TYPES.map( ( [ value, label ] ) => ( {
							value,
							label,
						} ) ) }
						onChange={ ( type: string ) =>
							setAttributes( {
								type: type as FieldAttributes[ 'type' ],
							} )
						}
					/>
					{ text(
						'name',
						__( 'Name', 'opengive' ),
						__(
							'Letters, digits, - and _; starts with a letter. Use it as [name] in the mail.',
							'opengive'
						)
					) }
					{ text( 'label', __( 'Label', 'opengive' ) ) }
					{ a.type !== 'acceptance' &&
						toggle( 'required', __( 'Required', 'opengive' ) ) }
					{ text( 'placeholder', __( 'Placeholder', 'opengive' ) ) }
					{ text( 'default', __( 'Default value', 'opengive' ) ) }
					{ text( 'help', __( 'Help text', 'opengive' ) ) }
				</PanelBody>
				<PanelBody
					title={ __( 'Rules', 'opengive' ) }
					initialOpen={ false }
				>
					{ TEXTLIKE.includes( a.type ) && (
						<>
							{ num(
								'minLength',
								__( 'Minimum length', 'opengive' )
							) }
							{ num(
								'maxLength',
								__(
									'Maximum length (shows a counter)',
									'opengive'
								)
							) }
						</>
					) }
					{ a.type === 'number' && (
						<>
							{ num( 'min', __( 'Minimum', 'opengive' ) ) }
							{ num( 'max', __( 'Maximum', 'opengive' ) ) }
							{ num( 'step', __( 'Step', 'opengive' ) ) }
						</>
					) }
					{ a.type === 'date' && (
						<>
							{ text(
								'minDate',
								__( 'Earliest date (YYYY-MM-DD)', 'opengive' )
							) }
							{ text(
								'maxDate',
								__( 'Latest date (YYYY-MM-DD)', 'opengive' )
							) }
							<TextControl
								__nextHasNoMarginBottom
								label={ __(
									'Allowed weekdays (1 = Monday … 7 = Sunday, comma-separated)',
									'opengive'
								) }
								value={ a.days.join( ',' ) }
								onChange={ ( value: string ) =>
									setAttributes( {
										days: listToArray( value )
											.map( Number )
											.filter( Boolean ),
									} )
								}
							/>
						</>
					) }
					{ CHOICES.includes( a.type ) && (
						<>
							<TextareaControl
								__nextHasNoMarginBottom
								label={ __(
									'Options (one per line; value|label)',
									'opengive'
								) }
								value={ optionsToLines( a.options ) }
								onChange={ ( value: string ) =>
									setAttributes( {
										options: linesToOptions( value ),
									} )
								}
							/>
							{ a.type !== 'select' &&
								toggle(
									'freeText',
									__(
										'Last option has a free-text input',
										'opengive'
									)
								) }
						</>
					) }
					{ a.type === 'checkbox' && (
						<>
							{ toggle(
								'exclusive',
								__( 'Only one may be checked', 'opengive' )
							) }
							{ num(
								'minItems',
								__( 'Minimum checked', 'opengive' )
							) }
							{ num(
								'maxItems',
								__( 'Maximum checked', 'opengive' )
							) }
						</>
					) }
					{ a.type === 'acceptance' && (
						<>
							{ toggle(
								'optional',
								__(
									'Optional (does not block sending)',
									'opengive'
								)
							) }
							{ toggle(
								'invert',
								__(
									'Inverted (must stay unchecked)',
									'opengive'
								)
							) }
							{ toggle(
								'consent',
								__(
									'Records consent to store the message',
									'opengive'
								)
							) }
						</>
					) }
					{ a.type === 'file' && (
						<>
							<TextControl
								__nextHasNoMarginBottom
								label={ __(
									'Accepted types (e.g. .pdf, image/*)',
									'opengive'
								) }
								value={ a.accept.join( ', ' ) }
								onChange={ ( value: string ) =>
									setAttributes( {
										accept: listToArray( value ),
									} )
								}
							/>
							{ num(
								'maxSize',
								__(
									'Maximum size (bytes; default 1 MB)',
									'opengive'
								)
							) }
							{ num(
								'minSize',
								__( 'Minimum size (bytes)', 'opengive' )
							) }
						</>
					) }
					{ a.type === 'quiz' && (
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __(
								'Questions (one per line; question|answer)',
								'opengive'
							) }
							value={ pairsToLines( a.pairs ) }
							onChange={ ( value: string ) =>
								setAttributes( {
									pairs: linesToPairs( value ),
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<strong>
				{ a.label || __( '(no label)', 'opengive' ) }
				{ a.required ? ' *' : '' }
			</strong>{ ' ' }
			<code>
				{ a.name ? `[${ a.name }]` : __( 'needs a name', 'opengive' ) }
			</code>{ ' ' }
			<em>{ FIELD_TYPES.find( ( [ t ] ) => t === a.type )?.[ 1 ] }</em>
			{ a.help && <div>{ a.help }</div> }
		</div>
	);
}
