/**
 * One inserter entry per field type: an editor picks "Email" or "Checkboxes" directly, while all of
 * them stay one block whose type can be switched later without losing label, name and rules.
 */
import { __ } from '@wordpress/i18n';

export const FIELD_TYPES = [
	[ 'text', __( 'Text', 'opengive' ), 'editor-textcolor' ],
	[ 'email', __( 'Email', 'opengive' ), 'email' ],
	[ 'url', __( 'Website address', 'opengive' ), 'admin-links' ],
	[ 'tel', __( 'Phone', 'opengive' ), 'phone' ],
	[ 'number', __( 'Number', 'opengive' ), 'calculator' ],
	[ 'date', __( 'Date', 'opengive' ), 'calendar' ],
	[ 'time', __( 'Time', 'opengive' ), 'clock' ],
	[ 'textarea', __( 'Message (multi-line)', 'opengive' ), 'text' ],
	[ 'select', __( 'Drop-down', 'opengive' ), 'menu' ],
	[ 'checkbox', __( 'Checkboxes', 'opengive' ), 'yes-alt' ],
	[ 'radio', __( 'Radio buttons', 'opengive' ), 'marker' ],
	[ 'acceptance', __( 'Acceptance (consent)', 'opengive' ), 'yes' ],
	[ 'file', __( 'File upload', 'opengive' ), 'upload' ],
	[ 'quiz', __( 'Quiz', 'opengive' ), 'editor-help' ],
] as const;

export type FieldType = ( typeof FIELD_TYPES )[ number ][ 0 ];

export const variations = FIELD_TYPES.map( ( [ type, title, icon ], i ) => ( {
	name: type,
	title,
	icon,
	isDefault: i === 0,
	attributes: { type },
	scope: [ 'inserter', 'transform' ] as Array< 'inserter' | 'transform' >,
	isActive: [ 'type' ],
} ) );
