<?php
/**
 * The box a blocked frame sits in: it takes the frame's own proportions (its width and height
 * attributes) as an aspect ratio and never grows wider than its column, so the placeholder and,
 * after consent, the frame inside it are responsive and the same size (no layout shift when the
 * placeholder turns into the video).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Inline style of a blocked frame's container.
 */
final class FrameBox {

	/**
	 * The container's style for the frame's width and height attributes: both in pixels give the
	 * ratio and the widest it may be; a height alone a fixed height; otherwise '' (the stylesheet's
	 * 16:9 box).
	 *
	 * @param string|null $width  The frame's width attribute.
	 * @param string|null $height The frame's height attribute.
	 */
	public static function style( ?string $width, ?string $height ): string {
		$w = self::pixels( $width );
		$h = self::pixels( $height );
		if ( $w > 0 && $h > 0 ) {
			return sprintf( 'max-width:%1$dpx;aspect-ratio:%1$d/%2$d', $w, $h );
		}
		return $h > 0 ? sprintf( 'height:%dpx;aspect-ratio:auto', $h ) : '';
	}

	/**
	 * A length in pixels ("560", "560px"), 0 for anything else (percentages, empty).
	 *
	 * @param string|null $value Attribute value.
	 */
	private static function pixels( ?string $value ): int {
		return null !== $value && preg_match( '/^\s*(\d+)(?:px)?\s*$/i', $value, $match ) ? (int) $match[1] : 0;
	}
}
