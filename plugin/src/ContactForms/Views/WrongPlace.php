<?php
/**
 * Spec section 2/8: a contact form placed inside another form is replaced by
 * 'Error: This contact form is placed in the wrong place.', on the server too.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Views;

defined( 'ABSPATH' ) || exit;

/**
 * Browsers drop a <form> nested in another one, so the fields would post to the outer form's
 * action. The browser script (src/contact-form/client/form.ts) already swaps such a form for the
 * error; this does the same in the HTML the server sends, so the visitor without JavaScript and
 * a full-page cache never see a broken form. Runs on every rendered block (a parent block that
 * prints a <form> around its inner blocks) and on the post content (a form typed in raw HTML
 * around the block). The output of FormRenderer always ends with its own "</form></div>".
 */
final class WrongPlace {

	/**
	 * Opening <div> of a rendered contact form (class from get_block_wrapper_attributes()).
	 */
	private const ROOT = '<div\b[^>]*\bclass="[^"]*\bwp-block-opengive-contact-form(?![\w-])[^"]*"[^>]*>';

	/**
	 * The error text, as the browser prints it.
	 */
	public static function message(): string {
		return __( 'Error: This contact form is placed in the wrong place.', 'opengive' );
	}

	/**
	 * The HTML with each contact form that sits inside another form replaced by the error (its
	 * wrapper kept, so styles and the browser script still find it).
	 *
	 * @param string|mixed $html Rendered HTML.
	 * @return string|mixed The same HTML, or a fixed copy.
	 */
	public static function fix( $html ) {
		if ( ! is_string( $html ) || false === strpos( $html, 'wp-block-opengive-contact-form' ) || false === stripos( $html, '<form' ) ) {
			return $html;
		}
		if ( ! preg_match_all( '#' . self::ROOT . '|<form\b[^>]*>|</form\s*>#i', $html, $tokens, PREG_OFFSET_CAPTURE ) ) {
			return $html;
		}
		$depth    = 0;
		$inside   = null;
		$replaced = array();
		foreach ( $tokens[0] as $token ) {
			list( $tag, $offset ) = $token;
			$closing              = 0 === stripos( $tag, '</form' );
			if ( null !== $inside ) {
				// Our own form: the first </form> ends it, and the wrapper's </div> follows.
				if ( $closing ) {
					$end = $offset + strlen( $tag );
					if ( preg_match( '#\G\s*</div>#', $html, $div, 0, $end ) ) {
						$end += strlen( $div[0] );
					}
					if ( $inside['nested'] ) {
						$replaced[] = array( $inside['start'], $end, $inside['open'] );
					}
					$inside = null;
				}
				continue;
			}
			if ( 0 === stripos( $tag, '<div' ) ) {
				$inside = array(
					'start'  => $offset,
					'open'   => $tag,
					'nested' => $depth > 0,
				);
			} elseif ( $closing ) {
				$depth = max( 0, $depth - 1 );
			} else {
				++$depth;
			}
		}
		foreach ( array_reverse( $replaced ) as $range ) {
			list( $start, $end, $open ) = $range;
			$html                       = substr( $html, 0, $start ) . $open . esc_html( self::message() ) . '</div>' . substr( $html, $end );
		}
		return $html;
	}
}
