// Opens the form links of a container (form grid cards, a campaign's donate button) in a modal
// frame: a link closes any open popup and opens its form;
// the one the page address names opens by itself (a donor back from giving sees the receipt).
import { useCallback, useEffect, useState } from '@wordpress/element';
import FrameModal from '@opengive/ui/FrameModal';
import { closeAllPopups } from '@opengive/ui/Dialog';
import { autoOpenRequest, frameSource } from '@opengive/embed/auto-open';

interface OpenCard {
	src: string;
	embedId: string;
	title: string;
}

interface Props {
	/** The block's server-rendered element, holding the form links. */
	container: HTMLElement;
	/** The page's query string. */
	search: string;
}

function cardOf( link: HTMLAnchorElement, receiptId = '' ): OpenCard {
	return {
		src: frameSource( link.href, receiptId ),
		embedId: link.dataset.opengiveEmbedId ?? '',
		title: link.dataset.formTitle ?? '',
	};
}

export default function FrameLauncher( { container, search }: Props ) {
	const [ open, setOpen ] = useState< OpenCard | null >( () => {
		const request = autoOpenRequest( search );
		const link = request
			? container.querySelector< HTMLAnchorElement >(
					`a[data-opengive-embed-id="${ CSS.escape( request.embedId ) }"]`
				)
			: null;
		return link && request ? cardOf( link, request.receiptId ) : null;
	} );

	useEffect( () => {
		const onClick = ( event: MouseEvent ) => {
			const link = (
				event.target as Element | null
			 )?.closest< HTMLAnchorElement >( 'a[data-opengive-embed-id]' );
			// Let modified clicks open the form view in a new tab as usual.
			if (
				! link ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.button !== 0
			) {
				return;
			}
			event.preventDefault();
			closeAllPopups();
			setOpen( cardOf( link ) );
		};
		container.addEventListener( 'click', onClick );
		return () => container.removeEventListener( 'click', onClick );
	}, [ container ] );

	const close = useCallback( () => setOpen( null ), [] );

	return open ? (
		<FrameModal
			key={ open.src }
			title={ open.title }
			src={ open.src }
			embedId={ open.embedId }
			onClose={ close }
		/>
	) : null;
}
