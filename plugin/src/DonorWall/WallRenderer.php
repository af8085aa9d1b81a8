<?php
/**
 * The donor wall's HTML: the whole wall for the first page, the cards alone for "Load more".
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall;

use OpenGive\Consent\Blocker;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Cards are built from WallRepository rows. An anonymous gift's card is built from nothing personal:
 * the name, company, email and avatar never reach the card (or its REST item), not even as a hash.
 */
final class WallRenderer {

	const CSS = 'wp-block-opengive-donor-wall';

	/**
	 * Rows.
	 *
	 * @var WallRepository
	 */
	private $repository;

	/**
	 * Constructor.
	 *
	 * @param WallRepository $repository Rows.
	 */
	public function __construct( WallRepository $repository ) {
		$this->repository = $repository;
	}

	/**
	 * One page as items (what the REST twin returns, and what the cards print).
	 *
	 * @param array<string, mixed> $atts Parsed attributes.
	 * @return array{items: array<int, array<string, mixed>>, remaining: bool}
	 */
	public function page( array $atts ): array {
		$page  = $this->repository->page( $atts );
		$items = array();
		foreach ( $page['rows'] as $row ) {
			$items[] = self::item( $row, $atts );
		}
		return array(
			'items'     => $items,
			'remaining' => $page['remaining'],
		);
	}

	/**
	 * A card's public data. Fields the wall does not show are left out, not blanked.
	 *
	 * @param array<string, mixed> $row  Repository row.
	 * @param array<string, mixed> $atts Parsed attributes.
	 * @return array<string, mixed>
	 */
	public static function item( array $row, array $atts ): array {
		$anonymous = (bool) (int) $row['anonymous'];
		$name      = trim( (string) $row['first_name'] . ' ' . (string) $row['last_name'] );
		$comment   = ( $atts['show_comments'] && ! (int) $row['comment_hidden'] ) ? trim( (string) $row['comment'] ) : '';
		$item      = array(
			'id'        => (int) $row['id'],
			'anonymous' => $anonymous,
			'name'      => $anonymous || ! $atts['show_name'] || '' === $name ? __( 'Anonymous', 'opengive' ) : $name,
			'initials'  => $anonymous || ! $atts['show_name'] ? '' : self::initials( (string) $row['first_name'], (string) $row['last_name'] ),
			'avatar'    => null,
			'company'   => '',
			'total'     => '',
			'date'      => '',
			'comment'   => $comment,
			'excerpt'   => self::excerpt( $comment, (int) $atts['comment_length'] ),
		);
		// Gravatar is a third party (catalogue: preferences). The card is the same for every visitor, so a
		// full-page cache may share it: card() prints the avatar disarmed (OpenGive\Consent\Blocker) and
		// the banner script loads it once preferences are allowed; never by reading the cookie here.
		if ( ! $anonymous && $atts['show_avatar'] && $atts['show_name'] && GravatarCheck::has_gravatar( (string) $row['email'] ) ) {
			// Twice the shown size, for sharp avatars on high-density screens (spec section 9).
			$item['avatar'] = get_avatar_url( (string) $row['email'], array( 'size' => 2 * (int) $atts['avatar_size'] ) );
		}
		if ( ! $anonymous && $atts['show_company_name'] ) {
			$item['company'] = (string) $row['company'];
		}
		if ( $atts['show_total'] ) {
			$item['total'] = AmountFormatter::format( (int) $row['amount'], Currency::from_array( array( 'code' => (string) $row['currency'] ) ) );
		}
		if ( $atts['show_time'] ) {
			$item['date'] = gmdate( 'c', (int) strtotime( $row['created_at'] . ' UTC' ) );
		}
		return $item;
	}

	/**
	 * Up to two initials, e.g. "AL".
	 *
	 * @param string $first First name.
	 * @param string $last  Last name.
	 */
	public static function initials( string $first, string $last ): string {
		$initials = '';
		foreach ( array( $first, $last ) as $part ) {
			$part = trim( $part );
			if ( '' !== $part ) {
				$initials .= mb_strtoupper( mb_substr( $part, 0, 1 ) );
			}
		}
		return $initials;
	}

	/**
	 * The comment cut to at most $length characters, at a word boundary when one is near, with an
	 * ellipsis; '' when the whole comment fits (the card then needs no "Read more").
	 *
	 * @param string $comment Comment.
	 * @param int    $length  Characters.
	 */
	public static function excerpt( string $comment, int $length ): string {
		$comment = trim( preg_replace( '/\s+/u', ' ', $comment ) );
		if ( mb_strlen( $comment ) <= $length ) {
			return '';
		}
		$cut   = mb_substr( $comment, 0, $length );
		$space = mb_strrpos( $cut, ' ' );
		// Cut at the last space unless that would drop more than a fifth of the allowance.
		if ( false !== $space && $space >= (int) floor( $length * 0.8 ) ) {
			$cut = mb_substr( $cut, 0, $space );
		}
		return rtrim( $cut, " \t,.;:-" ) . '…';
	}

	/**
	 * The cards of one page.
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @param array<string, mixed>             $atts  Parsed attributes.
	 */
	public static function cards( array $items, array $atts ): string {
		$html = '';
		foreach ( $items as $item ) {
			$html .= self::card( $item, $atts );
		}
		return $html;
	}

	/**
	 * One card.
	 *
	 * @param array<string, mixed> $item Item.
	 * @param array<string, mixed> $atts Parsed attributes.
	 */
	public static function card( array $item, array $atts ): string {
		$c    = self::CSS;
		$size = (int) $atts['avatar_size'];
		$html = sprintf( '<li class="%1$s__card" data-donation-id="%2$d">', esc_attr( $c ), (int) $item['id'] );
		if ( $atts['show_avatar'] ) {
			if ( null !== $item['avatar'] ) {
				// Disarmed here, not only by the page buffer: "load more" sends cards through REST.
				$html .= Blocker::disarm_images( sprintf( '<img class="%1$s__avatar" src="%2$s" alt="" width="%3$d" height="%3$d" loading="lazy" decoding="async">', esc_attr( $c ), esc_url( (string) $item['avatar'] ), $size ) );
			} else {
				$html .= sprintf(
					'<span class="%1$s__avatar %1$s__avatar--%2$s" aria-hidden="true" style="--opengive-avatar-size:%3$dpx">%4$s</span>',
					esc_attr( $c ),
					'' === $item['initials'] ? 'anonymous' : 'initials',
					$size,
					esc_html( (string) $item['initials'] )
				);
			}
		}
		// Its level is the block's (H2 by default: right under the page title, no level skipped).
		$html .= sprintf( '<h%3$d class="%1$s__name">%2$s</h%3$d>', esc_attr( $c ), esc_html( (string) $item['name'] ), max( 2, min( 6, (int) ( $atts['heading_level'] ?? 2 ) ) ) );
		if ( '' !== $item['company'] ) {
			$html .= sprintf( '<p class="%1$s__company">%2$s</p>', esc_attr( $c ), esc_html( (string) $item['company'] ) );
		}
		if ( '' !== $item['total'] ) {
			$html .= sprintf( '<p class="%1$s__total"><span class="screen-reader-text">%2$s </span>%3$s</p>', esc_attr( $c ), esc_html__( 'Gave', 'opengive' ), esc_html( (string) $item['total'] ) );
		}
		if ( '' !== $item['date'] ) {
			$timestamp = (int) strtotime( (string) $item['date'] );
			$html     .= sprintf( '<p class="%1$s__date"><time datetime="%2$s">%3$s</time></p>', esc_attr( $c ), esc_attr( (string) $item['date'] ), esc_html( (string) wp_date( (string) get_option( 'date_format', 'F j, Y' ), $timestamp ) ) );
		}
		if ( '' !== $item['comment'] ) {
			if ( '' === $item['excerpt'] ) {
				$html .= sprintf( '<blockquote class="%1$s__comment"><p>%2$s</p></blockquote>', esc_attr( $c ), esc_html( (string) $item['comment'] ) );
			} else {
				// Without JavaScript, <details> reveals the full comment in place; view.tsx opens it in a dialog instead.
				$html .= sprintf(
					'<blockquote class="%1$s__comment"><p>%2$s</p></blockquote><details class="%1$s__more"><summary>%3$s<span class="screen-reader-text"> %4$s</span></summary><p class="%1$s__full-comment">%5$s</p></details>',
					esc_attr( $c ),
					esc_html( (string) $item['excerpt'] ),
					esc_html( (string) $atts['readmore_text'] ),
					/* translators: %s: donor name or "Anonymous" */
					esc_html( sprintf( __( '(comment by %s)', 'opengive' ), (string) $item['name'] ) ),
					esc_html( (string) $item['comment'] )
				);
			}
		}
		/**
		 * Filters one donor wall card's HTML (server-rendered walls and the "load more" pages alike).
		 *
		 * @param string               $html The card, an <li>.
		 * @param array<string, mixed> $item The card's data (id, name, amount, comment, avatar, ...).
		 * @param array<string, mixed> $atts The wall's parsed attributes.
		 */
		return (string) apply_filters( 'opengive_donor_wall_card', $html . '</li>', $item, $atts );
	}

	/**
	 * The sentences the wall's script shows, translated here so the view needs no wp-i18n (issue 19:
	 * no WordPress scripts for the wall). "N more supporters shown." is printed for every N a page
	 * can bring, so each language's plural rules apply.
	 *
	 * @param array<string, mixed> $atts      Parsed attributes.
	 * @param bool                 $load_more Whether the wall has a "Load more" button.
	 * @return array<string, mixed>
	 */
	private static function view_texts( array $atts, bool $load_more ): array {
		$texts = array( 'close' => __( 'Close', 'opengive' ) );
		if ( ! $load_more ) {
			return $texts;
		}
		$texts['failed'] = __( 'More supporters could not be loaded. Please try again.', 'opengive' );
		$texts['shown']  = array();
		$per_page = max( 1, (int) $atts['donors_per_page'] );
		for ( $count = 1; $count <= $per_page; $count++ ) {
			$texts['shown'][ $count ] = sprintf(
				/* translators: %d: number of supporters added */
				_n( '%d more supporter shown.', '%d more supporters shown.', $count, 'opengive' ),
				$count
			);
		}
		return $texts;
	}

	/**
	 * The whole wall: the first page's cards and, when more remain, the "Load more" button carrying
	 * the attribute string and a nonce (GiveWP's give_get_donor_comments contract).
	 *
	 * @param array<string, mixed> $atts    Parsed attributes.
	 * @param string               $wrapper Wrapper attributes (already escaped, from get_block_wrapper_attributes()).
	 */
	public function wall( array $atts, string $wrapper = '' ): string {
		$page = $this->page( $atts );
		$c    = self::CSS;
		if ( '' === $wrapper ) {
			$wrapper = sprintf( 'class="%s"', esc_attr( $c ) );
		}
		$html  = sprintf( '<div %1$s data-columns="%2$s" data-ajax-url="%3$s" data-texts="%4$s">', $wrapper, esc_attr( (string) $atts['columns'] ), esc_url( admin_url( 'admin-ajax.php' ) ), esc_attr( (string) wp_json_encode( self::view_texts( $atts, (bool) $page['remaining'] ) ) ) );
		$html .= sprintf( '<ul class="%1$s__cards %1$s__cards--%2$s">%3$s</ul>', esc_attr( $c ), esc_attr( (string) $atts['columns'] ), self::cards( $page['items'], $atts ) );
		if ( array() === $page['items'] ) {
			$html .= sprintf( '<p class="%1$s__empty">%2$s</p>', esc_attr( $c ), esc_html__( 'No gifts to show yet.', 'opengive' ) );
		}
		if ( $page['remaining'] ) {
			$html .= sprintf(
				'<p class="%1$s__actions"><a class="%1$s__load-more wp-element-button" href="%2$s" data-shortcode="%3$s" data-nonce="%4$s">%5$s</a></p>',
				esc_attr( $c ),
				esc_url( add_query_arg( 'opengive-wall-page', (int) $atts['paged'] + 1 ) ),
				esc_attr( WallAttributes::to_string( $atts ) ),
				esc_attr( wp_create_nonce( Ajax\GetDonorCommentsAction::NONCE ) ),
				esc_html( (string) $atts['loadmore_text'] )
			);
		}
		return $html . '<div class="screen-reader-text" role="status" aria-live="polite"></div></div>';
	}
}
