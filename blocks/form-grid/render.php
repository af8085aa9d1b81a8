<?php
/**
 * Server render of the form grid: cards with links to each form's own view, which work without
 * JavaScript; view.tsx opens them in a modal frame instead.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\Blocks\ViewModels\FormGridViewModel;

defined( 'ABSPATH' ) || exit;

$opengive_grid = FormGridViewModel::for_block( $attributes );
if ( array() === $opengive_grid->cards ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p %s>%s</p>', get_block_wrapper_attributes(), esc_html__( 'Publish a donation form to show it in this grid.', 'opengive' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes.
	}
	return;
}
$opengive_wrapper = get_block_wrapper_attributes(
	array(
		'class' => 'has-' . $opengive_grid->columns . '-columns',
		'style' => '--opengive-grid-columns:' . $opengive_grid->columns,
	)
);
?>
<div <?php echo $opengive_wrapper . \OpenGive\Blocks\FrameLauncherLabels::attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes; ours are escaped. ?>>
	<ul class="wp-block-opengive-form-grid__cards">
		<?php foreach ( $opengive_grid->cards as $opengive_card ) : ?>
			<li class="wp-block-opengive-form-grid__card">
				<h<?php echo (int) $opengive_grid->heading_level; ?> class="wp-block-opengive-form-grid__title"><?php echo esc_html( $opengive_card['title'] ); ?></h<?php echo (int) $opengive_grid->heading_level; ?>>
				<?php if ( '' !== $opengive_card['excerpt'] ) : ?>
					<p class="wp-block-opengive-form-grid__excerpt"><?php echo esc_html( $opengive_card['excerpt'] ); ?></p>
				<?php endif; ?>
				<p class="wp-block-opengive-form-grid__amounts"><?php echo esc_html( $opengive_card['amounts'] ); ?></p>
				<a class="wp-block-opengive-form-grid__open wp-element-button" href="<?php echo esc_url( $opengive_card['url'] ); ?>" data-opengive-embed-id="<?php echo esc_attr( $opengive_card['embedId'] ); ?>" data-form-title="<?php echo esc_attr( $opengive_card['title'] ); ?>" aria-label="<?php echo esc_attr( $opengive_grid->button_label . ': ' . $opengive_card['title'] ); ?>"><?php echo esc_html( $opengive_grid->button_label ); ?></a>
			</li>
		<?php endforeach; ?>
	</ul>
</div>
