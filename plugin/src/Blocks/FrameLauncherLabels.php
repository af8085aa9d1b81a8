<?php
/**
 * The texts of the modal frame the grid's cards and the campaign's donate button open: printed as
 * data attributes on the block, so its plain-DOM view script (src/ui/dom/frame-launcher.ts) needs
 * neither wp-i18n nor any other WordPress script to show them translated.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The frame dialog's translated texts for the launcher blocks.
 */
final class FrameLauncherLabels {

	/**
	 * The data attributes, escaped, each with a leading space.
	 *
	 * @return string
	 */
	public static function attributes(): string {
		return sprintf(
			' data-opengive-close-label="%s" data-opengive-loading-label="%s"',
			esc_attr__( 'Close', 'opengive' ),
			esc_attr__( 'Loading the donation form…', 'opengive' )
		);
	}
}
