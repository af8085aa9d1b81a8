<?php
/**
 * Server render of a campaign: title, goal progress and a donate button, readable without
 * JavaScript (the button links to the form's own page; view.tsx opens it in a modal frame).
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\Blocks\ViewModels\CampaignViewModel;

defined( 'ABSPATH' ) || exit;

$opengive_campaign = CampaignViewModel::for_block( \OpenGive\Blocks\BlockPreview::with_first_campaign( $attributes ) );
if ( null === $opengive_campaign ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p %s>%s</p>', get_block_wrapper_attributes(), esc_html__( 'Choose an active campaign to show its progress.', 'opengive' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes.
	}
	return;
}
$opengive_wrapper = get_block_wrapper_attributes(
	array(
		'style' => '' !== $opengive_campaign->color ? '--opengive-campaign-color:' . $opengive_campaign->color : '',
	)
);
?>
<section <?php echo $opengive_wrapper . \OpenGive\Blocks\FrameLauncherLabels::attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes; ours are escaped. ?> aria-labelledby="opengive-campaign-<?php echo (int) $opengive_campaign->id; ?>">
	<h2 id="opengive-campaign-<?php echo (int) $opengive_campaign->id; ?>" class="wp-block-opengive-campaign__title"><?php echo esc_html( $opengive_campaign->title ); ?></h2>
	<?php if ( '' !== $opengive_campaign->description ) : ?>
		<p class="wp-block-opengive-campaign__description"><?php echo esc_html( $opengive_campaign->description ); ?></p>
	<?php endif; ?>
	<div class="wp-block-opengive-campaign__bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="<?php echo esc_attr( (string) $opengive_campaign->percentage ); ?>" aria-label="<?php esc_attr_e( 'Goal progress', 'opengive' ); ?>">
		<span class="wp-block-opengive-campaign__fill" style="width:<?php echo esc_attr( (string) $opengive_campaign->percentage ); ?>%"></span>
	</div>
	<p class="wp-block-opengive-campaign__stats">
		<?php
		/* translators: 1: raised so far, 2: goal, 3: percentage */
		echo esc_html( sprintf( __( '%1$s of %2$s (%3$s%%)', 'opengive' ), $opengive_campaign->actual, $opengive_campaign->goal, number_format_i18n( $opengive_campaign->percentage, 0 ) ) );
		?>
	</p>
	<?php if ( '' !== $opengive_campaign->donate_url ) : ?>
		<a class="wp-block-opengive-campaign__donate wp-element-button" href="<?php echo esc_url( $opengive_campaign->donate_url ); ?>" data-opengive-embed-id="<?php echo esc_attr( $opengive_campaign->embed_id ); ?>" data-form-title="<?php echo esc_attr( $opengive_campaign->title ); ?>"><?php echo esc_html( $opengive_campaign->button_label ); ?></a>
	<?php endif; ?>
</section>
