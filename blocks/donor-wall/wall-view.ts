/**
 * The donor wall in the browser: "Read more" opens the full comment in a modal dialog, "Load more"
 * fetches the next page through give_get_donor_comments and appends the server's cards. Plain DOM on
 * purpose: the server already printed every card, so no React tree is needed.
 */
const CSS = 'wp-block-opengive-donor-wall';

/**
 * The wall's sentences as the server translated them (data-texts, WallRenderer::view_texts()): the
 * view carries no wp-i18n. `shown` holds "N more supporters shown." for every N a page can bring.
 */
type WallTexts = {
	close?: string;
	failed?: string;
	shown?: Record< string, string >;
};

function texts( wall: HTMLElement ): WallTexts {
	try {
		return JSON.parse( wall.dataset.texts ?? '{}' ) as WallTexts;
	} catch {
		return {};
	}
}

/** give_get_donor_comments' answer (spec section 7). */
export type DonorCommentsResponse = {
	html: string;
	shortcode: string;
	remaining: number;
};

type Answer = Partial< DonorCommentsResponse > & {
	code?: string;
	message?: string;
};

// Each wall gets its own dialog; ids must stay unique when a page has several walls.
let dialogCount = 0;

/**
 * Opens a card's full comment in a modal dialog; the dialog returns focus to the card's "Read more".
 *
 * @param wall    The wall.
 * @param summary The card's "Read more" summary.
 */
export function openComment(
	wall: HTMLElement,
	summary: HTMLElement
): HTMLDialogElement {
	const card = summary.closest< HTMLElement >( `.${ CSS }__card` );
	const name = card?.querySelector( `.${ CSS }__name` )?.textContent ?? '';
	const full =
		card?.querySelector( `.${ CSS }__full-comment` )?.textContent ?? '';
	let dialog = wall.querySelector< HTMLDialogElement >( `.${ CSS }__dialog` );
	if ( ! dialog ) {
		const created = wall.ownerDocument.createElement( 'dialog' );
		dialog = created;
		created.className = `${ CSS }__dialog`;
		const titleId = `${ CSS }-dialog-title-${ ++dialogCount }`;
		dialog.setAttribute( 'aria-labelledby', titleId );
		dialog.innerHTML = `<h2 class="${ CSS }__dialog-title"></h2><p class="${ CSS }__dialog-comment"></p><button type="button" class="${ CSS }__dialog-close wp-element-button"></button>`;
		const title = dialog.querySelector( 'h2' ) as HTMLElement;
		title.id = titleId;
		const close = dialog.querySelector( 'button' ) as HTMLButtonElement;
		close.textContent = texts( wall ).close ?? '';
		close.addEventListener( 'click', () => created.close() );
		// A click on the backdrop (outside the dialog's box) closes it too.
		created.addEventListener( 'click', ( event ) => {
			if ( event.target === created ) {
				created.close();
			}
		} );
		wall.appendChild( dialog );
	}
	( dialog.querySelector( 'h2' ) as HTMLElement ).textContent = name;
	( dialog.querySelector( 'p' ) as HTMLElement ).textContent = full;
	const opened = dialog;
	opened.addEventListener( 'close', () => summary.focus(), { once: true } );
	if ( typeof opened.showModal === 'function' ) {
		opened.showModal();
	} else {
		opened.setAttribute( 'open', '' );
	}
	( opened.querySelector( 'button' ) as HTMLButtonElement ).focus();
	return opened;
}

/**
 * Loads the next page into the wall. The button is disabled and marked active during the request
 * (spec section 4) and removed when nothing remains; the new cards are announced and the first of
 * them takes focus, so keyboard and screen-reader users continue where the new content starts.
 *
 * @param wall   The wall.
 * @param button Its "Load more" control.
 */
export async function loadMore(
	wall: HTMLElement,
	button: HTMLElement
): Promise< void > {
	if ( button.getAttribute( 'aria-disabled' ) === 'true' ) {
		return;
	}
	const list = wall.querySelector< HTMLElement >( `.${ CSS }__cards` );
	const status = wall.querySelector< HTMLElement >( '[role="status"]' );
	button.setAttribute( 'aria-disabled', 'true' );
	button.classList.add( 'is-active' );
	wall.setAttribute( 'aria-busy', 'true' );
	try {
		const response = await fetch(
			wall.dataset.ajaxUrl ?? '/wp-admin/admin-ajax.php',
			{
				method: 'POST',
				credentials: 'same-origin',
				body: new URLSearchParams( {
					action: 'give_get_donor_comments',
					data: button.dataset.shortcode ?? '',
					nonce: button.dataset.nonce ?? '',
				} ),
			}
		)
			// A refused nonce answers 403 with { code, message }: that sentence is what the visitor reads.
			.then( ( answer ) => answer.json() as Promise< Answer > )
			.catch( (): Answer => ( {} ) );
		if ( typeof response.html !== 'string' || ! list ) {
			throw new Error( response.message ?? texts( wall ).failed ?? '' );
		}
		const template = wall.ownerDocument.createElement( 'template' );
		template.innerHTML = response.html;
		const cards = Array.from( template.content.children ) as HTMLElement[];
		list.append( ...cards );
		button.dataset.shortcode = response.shortcode ?? '';
		if ( status ) {
			status.textContent =
				texts( wall ).shown?.[ String( cards.length ) ] ?? '';
		}
		if ( ! response.remaining ) {
			( button.closest( `.${ CSS }__actions` ) ?? button ).remove();
		}
		const first = cards[ 0 ];
		if ( first ) {
			first.tabIndex = -1;
			first.focus();
		}
	} catch ( error ) {
		if ( status ) {
			status.textContent = ( error as Error ).message;
		}
	} finally {
		button.removeAttribute( 'aria-disabled' );
		button.classList.remove( 'is-active' );
		wall.removeAttribute( 'aria-busy' );
	}
}

/**
 * Wires every donor wall in the document (once each).
 *
 * @param root Document.
 */
export function initDonorWalls( root: Document ): void {
	root.querySelectorAll< HTMLElement >(
		`.${ CSS }:not([data-ready])`
	).forEach( ( wall ) => {
		wall.dataset.ready = '1';
		wall.addEventListener( 'click', ( event ) => {
			const target = event.target as HTMLElement;
			const summary = target.closest< HTMLElement >(
				`.${ CSS }__more > summary`
			);
			if ( summary ) {
				event.preventDefault();
				openComment( wall, summary );
				return;
			}
			const button = target.closest< HTMLElement >(
				`.${ CSS }__load-more`
			);
			if ( button ) {
				event.preventDefault();
				void loadMore( wall, button );
			}
		} );
		// The no-JavaScript link is a button for script users: Space activates it too.
		wall.querySelectorAll< HTMLElement >( `.${ CSS }__load-more` ).forEach(
			( link ) => {
				link.setAttribute( 'role', 'button' );
				link.addEventListener( 'keydown', ( event ) => {
					if ( event.key === ' ' ) {
						event.preventDefault();
						link.click();
					}
				} );
			}
		);
	} );
}
