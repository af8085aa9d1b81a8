/**
 * The form-level error block: announced at once, slides up after 5 s (the spec's timing). The
 * message stays beside its field, so nothing is lost when the block goes.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { showAndFocus } from '@opengive/ui/dom/clear-of-header';

export const ERROR_NOTICE_LIFETIME = 5000;

interface Props {
	message: string;
	/** Focus and scroll to it when it appears: the donor's eyes were on the Donate button, or elsewhere. */
	takeFocus?: boolean;
}

export default function ErrorNotice( { message, takeFocus = false }: Props ) {
	const [ hiding, setHiding ] = useState( false );
	const notice = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( takeFocus && notice.current ) {
			showAndFocus( notice.current );
		}
	}, [ message, takeFocus ] );

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
			ref={ notice }
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
