<?php
/**
 * Blocking that works on any page, not only OpenGive's blocks: the page's HTML passes through an
 * output buffer where scripts, iframes and images of known non-functional services are disarmed
 * before the browser sees them (a script becomes type="text/plain", an iframe loses its src and gets
 * a placeholder with an "accept and show" button, an image - a tracking pixel, a Gravatar - shows a
 * blank pixel instead). The banner script re-arms them once consented. The same HTML is sent to
 * everyone, whatever their cookies, so full-page caches stay correct.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites scripts, iframes and images of known services.
 */
final class Blocker {

	/**
	 * What a disarmed image shows until consent: a transparent 1x1 GIF, so the image keeps its box
	 * (width/height) and the browser asks no one.
	 */
	const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

	/**
	 * Starts the buffer on front-end page views.
	 */
	public static function start(): void {
		if ( is_admin() || wp_doing_ajax() || is_feed() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_customize_preview() ) {
			return;
		}
		if ( ! ConsentSettings::enabled() ) {
			self::start_without_banner();
			return;
		}
		if ( ! (bool) apply_filters( 'opengive_consent_block_content', true ) ) {
			return;
		}
		$services = self::blockable( (array) ConsentSettings::get( 'services' ) );
		if ( array() === $services ) {
			return;
		}
		ob_start(
			static function ( $html ) use ( $services ) {
				return is_string( $html ) ? self::process( $html, $services, ConsentSettings::get( 'texts' ) ) : $html;
			}
		);
	}

	/**
	 * Banner off: OpenGive is not the site's consent provider and blocks nothing. Scripts the site
	 * marked for a banner (type="text/plain" with data-category or data-service) would then never
	 * run, so they are released as plain scripts - unless another consent provider answers the WP
	 * Consent API (a consent type is set): those marks are then its to honour.
	 */
	private static function start_without_banner(): void {
		if ( function_exists( 'wp_get_consent_type' ) && false !== wp_get_consent_type() ) {
			return;
		}
		ob_start(
			static function ( $html ) {
				return is_string( $html ) ? self::release_marked_scripts( $html ) : $html;
			}
		);
	}

	/**
	 * Marked scripts become ordinary ones (their data-script-type, e.g. module, back as the type).
	 *
	 * @param string $html Page.
	 */
	public static function release_marked_scripts( string $html ): string {
		if ( false === stripos( $html, 'text/plain' ) ) {
			return $html;
		}
		return (string) preg_replace_callback(
			'#<script\b([^>]*)>#i',
			static function ( $match ) {
				$attrs = $match[1];
				$type  = self::attribute( $attrs, 'type' );
				if ( null === $type || 'text/plain' !== strtolower( trim( $type ) ) || ( null === self::attribute( $attrs, 'data-category' ) && null === self::attribute( $attrs, 'data-service' ) ) ) {
					return $match[0];
				}
				$original = (string) self::attribute( $attrs, 'data-script-type' );
				$clean    = (string) preg_replace( '#\s(type|data-script-type)=("[^"]*"|\'[^\']*\'|[^\s>]+)#i', '', $attrs );
				return '<script' . $clean . ( '' !== $original ? ' type="' . esc_attr( $original ) . '"' : '' ) . ' data-cmplz-released>';
			},
			$html
		);
	}

	/**
	 * The services whose content is blocked: not functional, with at least one pattern.
	 *
	 * @param array<int, array<string, mixed>> $services Configured services.
	 * @return array<int, array<string, mixed>>
	 */
	public static function blockable( array $services ): array {
		return array_values(
			array_filter(
				$services,
				static function ( $service ) {
					return 'functional' !== $service['category'] && array() !== (array) $service['patterns'];
				}
			)
		);
	}

	/**
	 * Disarms the scripts and iframes of the given services in a page.
	 *
	 * @param string                           $html     Page.
	 * @param array<int, array<string, mixed>> $services Blockable services.
	 * @param array<string, string>            $texts    Banner texts (placeholder, accept_and_show).
	 */
	public static function process( string $html, array $services, array $texts ): string {
		$html = (string) preg_replace_callback(
			'#<script\b([^>]*)>(.*?)</script>#is',
			static function ( $match ) use ( $services ) {
				return self::script( $match[0], $match[1], $match[2], $services );
			},
			$html
		);
		$html = (string) preg_replace_callback(
			'#<iframe\b([^>]*)>(.*?)</iframe>#is',
			static function ( $match ) use ( $services, $texts ) {
				return self::iframe( $match[0], $match[1], $match[2], $services, $texts );
			},
			$html
		);
		return self::images( $html, $services );
	}

	/**
	 * Disarms the images of known services in a fragment with the site's settings: for HTML that does
	 * not pass through the page buffer (REST answers such as the donor wall's "load more"). Unchanged
	 * when the banner is off.
	 *
	 * @param string $html Fragment.
	 */
	public static function disarm_images( string $html ): string {
		if ( ! ConsentSettings::enabled() ) {
			return $html;
		}
		return self::images( $html, self::blockable( (array) ConsentSettings::get( 'services' ) ) );
	}

	/**
	 * Every image of a known service keeps its box but loses src/srcset (kept in data-cmplz-src and
	 * data-cmplz-srcset for the banner script).
	 *
	 * @param string                           $html     Page or fragment.
	 * @param array<int, array<string, mixed>> $services Blockable services.
	 */
	private static function images( string $html, array $services ): string {
		return (string) preg_replace_callback(
			// Scripts are matched whole and left alone: an <img> inside code or a template is not markup.
			'#<script\b.*?</script>|<img\b([^>]*?)(/?)>#is',
			static function ( $match ) use ( $services ) {
				return isset( $match[1] ) ? self::image( $match[0], $match[1], $match[2], $services ) : $match[0];
			},
			$html
		);
	}

	/**
	 * One image: left alone unless its src or srcset belongs to a known service.
	 *
	 * @param string                           $tag      Whole element.
	 * @param string                           $attrs    Attribute text.
	 * @param string                           $close    "/" of a self-closed tag, or ''.
	 * @param array<int, array<string, mixed>> $services Blockable services.
	 */
	private static function image( string $tag, string $attrs, string $close, array $services ): string {
		if ( false !== stripos( $attrs, 'data-cmplz-src' ) || false !== stripos( $attrs, 'data-cmplz-ignore' ) ) {
			return $tag;
		}
		$src     = (string) self::attribute( $attrs, 'src' );
		$srcset  = (string) self::attribute( $attrs, 'srcset' );
		$service = self::match( $src . ' ' . $srcset, $services );
		if ( null === $service ) {
			return $tag;
		}
		$clean = rtrim( (string) preg_replace( '#\s(src|srcset)=("[^"]*"|\'[^\']*\'|[^\s>]+)#i', '', $attrs ) );
		$extra = sprintf(
			' src="%1$s" data-cmplz-src="%2$s" data-service="%3$s" data-category="%4$s"',
			self::BLANK_IMAGE,
			esc_attr( html_entity_decode( $src, ENT_QUOTES ) ),
			esc_attr( $service['slug'] ),
			esc_attr( $service['category'] )
		);
		if ( '' !== $srcset ) {
			$extra .= sprintf( ' data-cmplz-srcset="%s"', esc_attr( html_entity_decode( $srcset, ENT_QUOTES ) ) );
		}
		return '<img' . $clean . $extra . ( '' !== $close ? ' /' : '' ) . '>';
	}

	/**
	 * One script: left alone unless it is JavaScript of a known service.
	 *
	 * @param string                           $tag      Whole element.
	 * @param string                           $attrs    Attribute text.
	 * @param string                           $body     Inline code.
	 * @param array<int, array<string, mixed>> $services Blockable services.
	 */
	private static function script( string $tag, string $attrs, string $body, array $services ): string {
		$type = self::attribute( $attrs, 'type' );
		if ( null !== $type && ! in_array( strtolower( $type ), array( '', 'text/javascript', 'application/javascript', 'module' ), true ) ) {
			return $tag; // Already blocked (text/plain), or data (JSON, templates).
		}
		if ( false !== stripos( $attrs, 'data-cmplz-ignore' ) || preg_match( '#\bid=["\']opengive-consent#i', $attrs ) ) {
			return $tag;
		}
		$service = self::match( (string) self::attribute( $attrs, 'src' ) . ' ' . $body, $services );
		if ( null === $service ) {
			return $tag;
		}
		$clean = (string) preg_replace( '#\stype=("[^"]*"|\'[^\']*\'|\S+)#i', '', $attrs );
		$extra = sprintf( ' type="text/plain" data-service="%1$s" data-category="%2$s"', esc_attr( $service['slug'] ), esc_attr( $service['category'] ) );
		if ( 'module' === strtolower( (string) $type ) ) {
			$extra .= ' data-script-type="module"';
		}
		return '<script' . $clean . $extra . '>' . $body . '</script>';
	}

	/**
	 * One iframe: a known service's frame keeps its size but loses its src, behind a placeholder.
	 *
	 * @param string                           $tag      Whole element.
	 * @param string                           $attrs    Attribute text.
	 * @param string                           $body     Fallback content.
	 * @param array<int, array<string, mixed>> $services Blockable services.
	 * @param array<string, string>            $texts    Banner texts.
	 */
	private static function iframe( string $tag, string $attrs, string $body, array $services, array $texts ): string {
		$src = self::attribute( $attrs, 'src' );
		if ( null === $src || '' === $src || false !== stripos( $attrs, 'data-cmplz-src' ) ) {
			return $tag;
		}
		$service = self::match( $src, $services );
		if ( null === $service ) {
			return $tag;
		}
		$clean  = (string) preg_replace( '#\s(src|srcdoc)=("[^"]*"|\'[^\']*\'|\S+)#i', '', $attrs );
		$frame  = sprintf(
			'<iframe%1$s data-cmplz-src="%2$s" data-service="%3$s" data-category="%4$s">%5$s</iframe>',
			$clean,
			esc_attr( html_entity_decode( $src, ENT_QUOTES ) ),
			esc_attr( $service['slug'] ),
			esc_attr( $service['category'] ),
			$body
		);
		$notice = sprintf(
			'<div class="cmplz-blocked-content-notice" role="group" aria-label="%1$s"><p>%2$s</p><button type="button" class="cmplz-accept-service" data-service="%3$s" data-category="%4$s">%5$s</button></div>',
			esc_attr( $service['name'] ),
			esc_html( sprintf( (string) $texts['placeholder'], $service['name'] ) ),
			esc_attr( $service['slug'] ),
			esc_attr( $service['category'] ),
			esc_html( (string) $texts['accept_and_show'] )
		);
		$style = FrameBox::style( self::attribute( $attrs, 'width' ), self::attribute( $attrs, 'height' ) );
		return sprintf( '<div class="cmplz-blocked-content-container" data-service="%1$s" data-category="%2$s"%3$s>%4$s%5$s</div>', esc_attr( $service['slug'] ), esc_attr( $service['category'] ), '' !== $style ? ' style="' . esc_attr( $style ) . '"' : '', $frame, $notice );
	}

	/**
	 * The first service one of whose patterns occurs in the text.
	 *
	 * @param string                           $text     Address or code.
	 * @param array<int, array<string, mixed>> $services Services.
	 * @return array<string, mixed>|null
	 */
	private static function match( string $text, array $services ): ?array {
		foreach ( $services as $service ) {
			foreach ( (array) $service['patterns'] as $pattern ) {
				if ( '' !== $pattern && false !== stripos( $text, (string) $pattern ) ) {
					return $service;
				}
			}
		}
		return null;
	}

	/**
	 * An attribute's value from attribute text, or null when absent.
	 *
	 * @param string $attrs Attribute text.
	 * @param string $name  Attribute.
	 */
	private static function attribute( string $attrs, string $name ): ?string {
		if ( preg_match( '#(?:^|\s)' . preg_quote( $name, '#' ) . '\s*=\s*("([^"]*)"|\'([^\']*)\'|([^\s>]+))#i', $attrs, $m ) ) {
			return isset( $m[4] ) && '' !== $m[4] ? $m[4] : ( isset( $m[3] ) && '' !== $m[3] ? $m[3] : $m[2] );
		}
		return preg_match( '#(?:^|\s)' . preg_quote( $name, '#' ) . '(?:\s|$)#i', $attrs ) ? '' : null;
	}
}
