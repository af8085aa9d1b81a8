<?php
/**
 * Server render of the share links: plain links that work without JavaScript (each opens the service's
 * share page in a new tab); view.ts opens them in a share window instead and adds "Copy link".
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      Block instance.
 */

use OpenGive\Blocks\ViewModels\ShareLinks;

defined( 'ABSPATH' ) || exit;

$opengive_share_post = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
$opengive_share_url  = $opengive_share_post > 0 ? (string) get_permalink( $opengive_share_post ) : home_url( '/' );
$opengive_share_text = trim( (string) ( $attributes['text'] ?? '' ) );
if ( '' === $opengive_share_text ) {
	$opengive_share_text = $opengive_share_post > 0 ? wp_strip_all_tags( get_the_title( $opengive_share_post ) ) : (string) get_bloginfo( 'name' );
}
?>
<nav <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?> aria-label="<?php esc_attr_e( 'Share this page', 'opengive' ); ?>">
	<ul class="wp-block-opengive-share__links">
		<?php foreach ( ShareLinks::links( $opengive_share_url, $opengive_share_text ) as $opengive_share_link ) : ?>
			<li>
				<a class="wp-block-opengive-share__link wp-block-opengive-share__link--<?php echo esc_attr( $opengive_share_link['service'] ); ?>" href="<?php echo esc_url( $opengive_share_link['href'], array( 'https', 'mailto' ) ); ?>"<?php echo 'email' === $opengive_share_link['service'] ? '' : ' target="_blank" rel="noopener noreferrer" data-share-window="1"'; ?>>
					<?php echo esc_html( $opengive_share_link['label'] ); ?>
				</a>
			</li>
		<?php endforeach; ?>
		<li>
			<?php // Copying needs JavaScript: view.ts shows this button and announces these texts (translated here, so the view needs no wp-i18n). ?>
			<button type="button" class="wp-block-opengive-share__copy" data-url="<?php echo esc_url( $opengive_share_url ); ?>" data-copied="<?php esc_attr_e( 'Link copied.', 'opengive' ); ?>" data-copy-failed="<?php esc_attr_e( 'The link could not be copied. Copy it from the address bar.', 'opengive' ); ?>" data-dismiss="<?php esc_attr_e( 'Dismiss', 'opengive' ); ?>" hidden><?php esc_html_e( 'Copy link', 'opengive' ); ?></button>
		</li>
	</ul>
</nav>
