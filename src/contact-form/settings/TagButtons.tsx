/**
 * The form's field tags (and the special tags) as buttons that append the tag to a text setting:
 * editors see which names exist instead of guessing them.
 */
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import { SPECIAL_TAGS, tagFor, type FieldTag } from './tags';

interface Props {
	fields: FieldTag[];
	/** What the tags go into, for the buttons' accessible names. */
	target: string;
	onInsert: ( tag: string ) => void;
}

export default function TagButtons( { fields, target, onInsert }: Props ) {
	const names = [ ...fields.map( ( field ) => field.name ), ...SPECIAL_TAGS ];
	return (
		<div
			className="opengive-contact-settings__tags"
			role="group"
			aria-label={ `${ __( 'Insert a tag into', 'opengive' ) } ${ target }` }
		>
			{ names.map( ( name ) => (
				<Button
					key={ name }
					variant="secondary"
					size="small"
					onClick={ () => onInsert( tagFor( name ) ) }
				>
					{ tagFor( name ) }
				</Button>
			) ) }
		</div>
	);
}
