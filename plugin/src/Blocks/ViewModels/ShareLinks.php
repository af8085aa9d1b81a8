<?php
/**
 * The share block's links.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

defined( 'ABSPATH' ) || exit;

/**
 * Each service's own share address carrying the page's url and text (spec section 7: "share windows
 * carrying url and text"), encoded with rawurlencode so spaces stay %20 for every service.
 */
final class ShareLinks {

	/**
	 * The links, in the order shown.
	 *
	 * @param string $url  Page address.
	 * @param string $text Text to share with it.
	 * @return array<int, array{service: string, label: string, href: string}>
	 */
	public static function links( string $url, string $text ): array {
		$u = rawurlencode( $url );
		$t = rawurlencode( $text );
		return array(
			array(
				'service' => 'facebook',
				'label'   => __( 'Share on Facebook', 'opengive' ),
				'href'    => 'https://www.facebook.com/sharer/sharer.php?u=' . $u,
			),
			array(
				'service' => 'x',
				'label'   => __( 'Share on X', 'opengive' ),
				'href'    => 'https://x.com/intent/post?url=' . $u . '&text=' . $t,
			),
			array(
				'service' => 'linkedin',
				'label'   => __( 'Share on LinkedIn', 'opengive' ),
				'href'    => 'https://www.linkedin.com/sharing/share-offsite/?url=' . $u,
			),
			array(
				'service' => 'whatsapp',
				'label'   => __( 'Share on WhatsApp', 'opengive' ),
				'href'    => 'https://wa.me/?text=' . rawurlencode( $text . ' ' . $url ),
			),
			array(
				'service' => 'email',
				'label'   => __( 'Share by email', 'opengive' ),
				'href'    => 'mailto:?subject=' . $t . '&body=' . rawurlencode( $text . "\n\n" . $url ),
			),
		);
	}
}
