/**
 * The messages visitors see: the status messages, then one per validation rule. Each field is
 * empty until the editor writes their own wording; the placeholder is the server's default, which
 * is what applies (translated) while the field stays empty.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, TextControl } from '@wordpress/components';
import { messageValue, withMessage } from './model';
import type { SectionProps } from './section-props';

// Readable labels for the status keys the server uses (ContactForm::default_messages()); a key
// the server adds later still shows, labelled by its key.
const STATUS_LABELS: Record< string, string > = {
	mail_sent_ok: __( 'Success (message sent)', 'opengive' ),
	mail_sent_ng: __( 'Failure (mail could not be sent)', 'opengive' ),
	validation_error: __( 'Validation error', 'opengive' ),
	spam: __( 'Spam', 'opengive' ),
	accept_terms: __( 'Terms not accepted', 'opengive' ),
	aborted: __( 'Aborted', 'opengive' ),
	quiz_answer_not_correct: __( 'Wrong quiz answer', 'opengive' ),
	upload_failed: __( 'Upload failed', 'opengive' ),
};

type Props = Omit< SectionProps, 'fields' > & {
	kind: 'messages' | 'rules';
};

export default function MessagesSection( {
	settings,
	onChange,
	defaults,
	kind,
}: Props ) {
	const entries = Object.entries( defaults[ kind ] );
	return (
		<PanelBody
			title={
				kind === 'messages'
					? __( 'Messages', 'opengive' )
					: __( 'Messages for each rule', 'opengive' )
			}
			initialOpen={ false }
		>
			{ entries.map( ( [ key, fallback ] ) => (
				<TextControl
					__nextHasNoMarginBottom
					key={ key }
					label={
						kind === 'messages'
							? ( STATUS_LABELS[ key ] ?? key )
							: `${ __( 'Rule', 'opengive' ) }: ${ key }`
					}
					placeholder={ fallback }
					value={ messageValue( settings, key ) }
					onChange={ ( value: string ) =>
						onChange( withMessage( settings, key, value ) )
					}
				/>
			) ) }
		</PanelBody>
	);
}
