<?php
/**
 * Server render of the preloader: a cover hidden from assistive technology. view.ts fades it 2000 ms
 * after the page's load event; without JavaScript a CSS animation removes it after 3 s, so it can
 * never keep a page covered.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?> aria-hidden="true"><span class="wp-block-opengive-preloader__spinner"></span></div>
