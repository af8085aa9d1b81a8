/**
 * The terms checkbox, with a toggle that shows the terms text.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { TermsSettings } from '@opengive/types/form-config';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	terms: TermsSettings;
	accepted: boolean;
	onChange: ( accepted: boolean ) => void;
	error: string | null;
}

export default function TermsField( {
	terms,
	accepted,
	onChange,
	error,
}: Props ) {
	const id = useStableId( 'opengive-terms' );
	const [ open, setOpen ] = useState( false );
	if ( ! terms.enabled ) {
		return null;
	}
	return (
		<div className="wp-block-opengive-donation-form__terms">
			<button
				type="button"
				className="wp-block-opengive-donation-form__terms-toggle"
				aria-expanded={ open }
				aria-controls={ `${ id }-text` }
				onClick={ () => setOpen( ! open ) }
			>
				{ open
					? __( 'Hide terms', 'opengive' )
					: __( 'Show terms', 'opengive' ) }
			</button>
			<div
				id={ `${ id }-text` }
				className="wp-block-opengive-donation-form__terms-text"
				hidden={ ! open }
			>
				{ terms.text }
			</div>
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `${ id }-accept` }>
					<input
						id={ `${ id }-accept` }
						type="checkbox"
						required
						data-validity="terms"
						checked={ accepted }
						aria-invalid={ error !== null }
						onChange={ ( event ) =>
							onChange( event.target.checked )
						}
					/>{ ' ' }
					{ terms.label || __( 'I agree to the terms', 'opengive' ) }
				</label>
				{ error && (
					<span className="wp-block-opengive-donation-form__field-error">
						{ error }
					</span>
				) }
			</p>
		</div>
	);
}
