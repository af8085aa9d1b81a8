/**
 * The services list of wp-admin → OpenGive → Consent, one panel per service: name, category, the
 * cookies and storage keys it sets and the script/iframe/image address patterns that belong to it
 * (both comma-separated), and the reason a functional service needs no consent. The whole list is
 * saved at once; the server checks it (OpenGive\Consent\Settings\Sanitisers::services).
 */
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export interface Service {
	slug: string;
	name: string;
	category: string;
	cookies: string[];
	patterns: string[];
	reason: string;
}

const CATEGORIES = [ 'functional', 'preferences', 'statistics', 'marketing' ];

/**
 * "a, b ,c" => [ 'a', 'b', 'c' ] (empty parts dropped).
 * @param text
 */
export const splitList = ( text: string ): string[] =>
	text
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( Boolean );

/**
 * A slug from a name, unique in the list (the server refuses duplicates).
 *
 * @param name  Service name.
 * @param taken Slugs in use.
 */
export function slugFor( name: string, taken: string[] ): string {
	const base =
		name
			.toLowerCase()
			.replace( /[^a-z0-9_-]+/g, '-' )
			.replace( /^-+|-+$/g, '' )
			.slice( 0, 56 ) || 'service';
	let slug = base;
	for ( let n = 2; taken.includes( slug ); n++ ) {
		slug = `${ base }-${ n }`;
	}
	return slug;
}

/**
 * A comma-separated list: the typed text stays as typed (a trailing comma included) while the
 * parsed list goes up.
 *
 * @param props          Props.
 * @param props.label    Label.
 * @param props.list     Current list.
 * @param props.onChange Receives the parsed list.
 */
function ListField( {
	label,
	list,
	onChange,
}: {
	label: string;
	list: string[];
	onChange: ( next: string[] ) => void;
} ) {
	const [ text, setText ] = useState( list.join( ', ' ) );
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			value={ text }
			onChange={ ( next ) => {
				setText( next );
				onChange( splitList( next ) );
			} }
		/>
	);
}

export function ServicesEditor( {
	services,
	onChange,
}: {
	services: Service[];
	onChange: ( next: Service[] ) => void;
} ) {
	const update = ( index: number, patch: Partial< Service > ) =>
		onChange(
			services.map( ( service, i ) =>
				i === index ? { ...service, ...patch } : service
			)
		);
	const add = () => {
		const name = __( 'New service', 'opengive' );
		onChange( [
			...services,
			{
				slug: slugFor(
					name,
					services.map( ( service ) => service.slug )
				),
				name,
				category: 'marketing',
				cookies: [],
				patterns: [],
				reason: '',
			},
		] );
	};
	return (
		<>
			{ services.map( ( service, index ) => (
				<PanelBody
					key={ service.slug }
					title={ `${ service.name } (${ service.category })` }
					initialOpen={ false }
				>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Name', 'opengive' ) }
						value={ service.name }
						onChange={ ( name ) => update( index, { name } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Category', 'opengive' ) }
						value={ service.category }
						options={ CATEGORIES.map( ( category ) => ( {
							value: category,
							label: category,
						} ) ) }
						onChange={ ( category ) =>
							update( index, { category } )
						}
					/>
					<ListField
						label={ __(
							'Cookies and storage keys it sets (comma-separated)',
							'opengive'
						) }
						list={ service.cookies }
						onChange={ ( cookies ) => update( index, { cookies } ) }
					/>
					<ListField
						label={ __(
							'Address or code patterns of its scripts, frames and images (comma-separated)',
							'opengive'
						) }
						list={ service.patterns }
						onChange={ ( patterns ) =>
							update( index, { patterns } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __(
							'Why it needs no consent (functional services)',
							'opengive'
						) }
						value={ service.reason }
						onChange={ ( reason ) => update( index, { reason } ) }
					/>
					<Button
						variant="secondary"
						isDestructive
						onClick={ () =>
							onChange(
								services.filter( ( _, i ) => i !== index )
							)
						}
					>
						{ sprintf(
							/* translators: %s: service name */
							__( 'Remove %s', 'opengive' ),
							service.name
						) }
					</Button>
				</PanelBody>
			) ) }
			<Button variant="secondary" onClick={ add }>
				{ __( 'Add a service', 'opengive' ) }
			</Button>
		</>
	);
}
