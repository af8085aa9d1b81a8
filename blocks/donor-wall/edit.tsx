/**
 * Editor UI: GiveWP's donor wall settings in the inspector; the canvas previews the server's render.
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { usePublishedForms } from '@opengive/blocks/published-forms';
import HeadingLevelControl from '@opengive/blocks/HeadingLevelControl';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import type { DonorWallAttributes } from './types';

type Toggle = Extract<
	keyof DonorWallAttributes,
	| 'anonymous'
	| 'showAvatar'
	| 'showName'
	| 'showCompanyName'
	| 'showTotal'
	| 'showTime'
	| 'showComments'
	| 'onlyComments'
>;

const TOGGLES: Array< [ Toggle, string ] > = [
	[ 'showAvatar', __( 'Show avatar', 'opengive' ) ],
	[ 'showName', __( 'Show name', 'opengive' ) ],
	[ 'showCompanyName', __( 'Show company', 'opengive' ) ],
	[ 'showTotal', __( 'Show amount', 'opengive' ) ],
	[ 'showTime', __( 'Show date', 'opengive' ) ],
	[ 'showComments', __( 'Show comments', 'opengive' ) ],
	[ 'onlyComments', __( 'Only gifts with a comment', 'opengive' ) ],
	[
		'anonymous',
		__( 'Include anonymous gifts (as "Anonymous")', 'opengive' ),
	],
];

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DonorWallAttributes > ) {
	const blockProps = useBlockProps();
	const { forms } = usePublishedForms();

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Gifts', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Form', 'opengive' ) }
						value={ String( attributes.formId ) }
						options={ [
							{
								label: __( 'All forms', 'opengive' ),
								value: '0',
							},
							...forms.map( ( form ) => ( {
								label: form.title.rendered || `#${ form.id }`,
								value: String( form.id ),
							} ) ),
						] }
						onChange={ ( value: string ) =>
							setAttributes( { formId: Number( value ) } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						type="number"
						label={ __( 'Campaign id (0 for all)', 'opengive' ) }
						value={ String( attributes.campaignId ) }
						min={ 0 }
						onChange={ ( value: string ) =>
							setAttributes( {
								campaignId: Math.max( 0, Number( value ) || 0 ),
							} )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Order by', 'opengive' ) }
						value={ `${ attributes.orderBy }:${ attributes.order }` }
						options={ [
							{
								label: __( 'Newest first', 'opengive' ),
								value: 'post_date:DESC',
							},
							{
								label: __( 'Oldest first', 'opengive' ),
								value: 'post_date:ASC',
							},
							{
								label: __( 'Largest first', 'opengive' ),
								value: 'donation_amount:DESC',
							},
							{
								label: __( 'Smallest first', 'opengive' ),
								value: 'donation_amount:ASC',
							},
						] }
						onChange={ ( value: string ) => {
							const [ orderBy, order ] = value.split( ':' ) as [
								DonorWallAttributes[ 'orderBy' ],
								DonorWallAttributes[ 'order' ],
							];
							setAttributes( { orderBy, order } );
						} }
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Gifts per page', 'opengive' ) }
						value={ attributes.donorsPerPage }
						min={ 1 }
						max={ 100 }
						onChange={ ( value?: number ) =>
							setAttributes( { donorsPerPage: value ?? 12 } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Cards', 'opengive' ) }>
					{ TOGGLES.map( ( [ key, label ] ) => (
						<ToggleControl
							key={ key }
							__nextHasNoMarginBottom
							label={ label }
							checked={ attributes[ key ] }
							onChange={ ( checked: boolean ) =>
								setAttributes( { [ key ]: checked } )
							}
						/>
					) ) }
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'opengive' ) }
						value={ attributes.columns }
						options={ [
							{
								label: __( 'Best fit', 'opengive' ),
								value: 'best-fit',
							},
							{ label: '1', value: '1' },
							{ label: '2', value: '2' },
							{ label: '3', value: '3' },
							{ label: '4', value: '4' },
						] }
						onChange={ ( columns: string ) =>
							setAttributes( {
								columns:
									columns as DonorWallAttributes[ 'columns' ],
							} )
						}
					/>
					<HeadingLevelControl
						label={ __( 'Donor name level', 'opengive' ) }
						value={ attributes.headingLevel }
						onChange={ ( headingLevel ) =>
							setAttributes( { headingLevel } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Avatar size (px)', 'opengive' ) }
						value={ attributes.avatarSize }
						min={ 16 }
						max={ 200 }
						onChange={ ( value?: number ) =>
							setAttributes( { avatarSize: value ?? 60 } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __(
							'Comment length (characters)',
							'opengive'
						) }
						value={ attributes.commentLength }
						min={ 10 }
						max={ 2000 }
						onChange={ ( value?: number ) =>
							setAttributes( { commentLength: value ?? 140 } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Read more text', 'opengive' ) }
						value={ attributes.readMoreText }
						placeholder={ __( 'Read more', 'opengive' ) }
						onChange={ ( readMoreText: string ) =>
							setAttributes( { readMoreText } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Load more text', 'opengive' ) }
						value={ attributes.loadMoreText }
						placeholder={ __( 'Load more', 'opengive' ) }
						onChange={ ( loadMoreText: string ) =>
							setAttributes( { loadMoreText } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="opengive/donor-wall"
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
