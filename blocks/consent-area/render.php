<?php
/**
 * Server render of a consent area: only the placeholder. The content itself is never in the page
 * (a full-page cache would hand it to visitors who refused); the banner script fetches it from
 * GET opengive/v1/consent/consent-area/{post_id}/{block_id} once the category is allowed.
 * With the banner off OpenGive manages no consent (the site answers as one without a consent
 * provider), so the content is printed as it is, the same for everyone.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    The inner blocks, rendered.
 */

use OpenGive\Consent\ConsentSettings;

defined( 'ABSPATH' ) || exit;

$opengive_block_id = isset( $attributes['blockId'] ) ? (string) $attributes['blockId'] : '';
$opengive_post_id  = (int) get_the_ID();
if ( '' === $opengive_block_id || 0 === $opengive_post_id ) {
	return;
}
if ( ! ConsentSettings::enabled() ) {
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes; $content is rendered blocks.
	echo '<div ' . get_block_wrapper_attributes() . '><div class="wp-block-opengive-consent-area__content">' . $content . '</div></div>';
	return;
}
$opengive_category   = isset( $attributes['category'] ) && in_array( $attributes['category'], array( 'preferences', 'statistics', 'marketing' ), true ) ? $attributes['category'] : 'marketing';
$opengive_service    = isset( $attributes['service'] ) ? sanitize_key( (string) $attributes['service'] ) : '';
$opengive_categories = (array) ConsentSettings::get( 'categories' );
$opengive_texts      = (array) ConsentSettings::get( 'texts' );
$opengive_sentence   = isset( $attributes['placeholder'] ) && '' !== trim( (string) $attributes['placeholder'] )
	? (string) $attributes['placeholder']
	/* translators: %s: consent category label, e.g. Marketing */
	: sprintf( __( 'This content needs your consent to %s cookies.', 'opengive' ), $opengive_categories[ $opengive_category ]['label'] );
$opengive_wrapper    = get_block_wrapper_attributes(
	array(
		'data-post-id'  => (string) $opengive_post_id,
		'data-block-id' => $opengive_block_id,
		'data-category' => $opengive_category,
		'data-service'  => $opengive_service,
	)
);
?>
<div <?php echo $opengive_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>>
	<div class="wp-block-opengive-consent-area__placeholder" role="group" aria-label="<?php echo esc_attr( $opengive_categories[ $opengive_category ]['label'] ); ?>">
		<p><?php echo esc_html( $opengive_sentence ); ?></p>
		<button type="button" class="wp-block-opengive-consent-area__accept" data-category="<?php echo esc_attr( $opengive_category ); ?>" data-service="<?php echo esc_attr( $opengive_service ); ?>"><?php echo esc_html( $opengive_texts['accept_and_show'] ); ?></button>
	</div>
</div>
