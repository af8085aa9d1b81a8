// Opens the grid's cards in a modal frame: a card's link closes any open popup and opens its form;
// the card the page address names opens by itself (a donor back from giving sees the receipt).
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
	/** The grid's server-rendered element, holding the card links. */
	grid: HTMLElement;
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

export default function GridLauncher( { grid, search }: Props ) {
	const [ open, setOpen ] = useState< OpenCard | null >( () => {
		const request = autoOpenRequest( search );
		const link = request
			? grid.querySelector< HTMLAnchorElement >(
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
		grid.addEventListener( 'click', onClick );
		return () => grid.removeEventListener( 'click', onClick );
	}, [ grid ] );

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
