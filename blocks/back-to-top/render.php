<?php
/**
 * Server render of Back to Top: a plain link to the top of the page, so it works without
 * JavaScript; view.ts hides it until the page is scrolled past 200 px and scrolls up in 200 ms.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$opengive_top_label = trim( (string) ( $attributes['label'] ?? '' ) );
if ( '' === $opengive_top_label ) {
	$opengive_top_label = __( 'Back to top', 'opengive' );
}
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>>
	<a class="wp-block-opengive-back-to-top__button" href="#top" aria-label="<?php echo esc_attr( $opengive_top_label ); ?>"><span aria-hidden="true">↑</span></a>
</div>
