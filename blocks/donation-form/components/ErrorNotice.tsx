/**
 * The form-level error block: announced at once, slides up after 5 s (the spec's timing). The
 * message stays beside its field, so nothing is lost when the block goes.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export const ERROR_NOTICE_LIFETIME = 5000;

export default function ErrorNotice( { message }: { message: string } ) {
	const [ hiding, setHiding ] = useState( false );

	useEffect( () => {
		setHiding( false );
		const timer = setTimeout(
			() => setHiding( true ),
			ERROR_NOTICE_LIFETIME
		);
		return () => clearTimeout( timer );
	}, [ message ] );

	return (
		<div
			className={ `wp-block-opengive-donation-form__notice is-error${
				hiding ? ' is-hiding' : ''
			}` }
			role="alert"
			hidden={ hiding }
		>
			<p>
				<strong>{ __( 'Error', 'opengive' ) }</strong>: { message }
			</p>
		</div>
	);
}
