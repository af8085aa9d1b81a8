<?php
/**
 * Server render of the donation embed: the embed root with the spec's data attributes (embed.js,
 * the view script, renders it by its format) holding a plain link to the form view for visitors
 * without JavaScript.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\Embed\EmbedRoot;

defined( 'ABSPATH' ) || exit;

$attributes       = \OpenGive\Blocks\BlockPreview::with_first_post( $attributes, 'formId', 'opengive_form' );
$opengive_form_id = isset( $attributes['formId'] ) ? (int) $attributes['formId'] : 0;
$opengive_form    = $opengive_form_id > 0 ? get_post( $opengive_form_id ) : null;
if ( null === $opengive_form || 'opengive_form' !== $opengive_form->post_type || 'publish' !== $opengive_form->post_status ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p %s>%s</p>', get_block_wrapper_attributes(), esc_html__( 'Choose a published donation form for this embed.', 'opengive' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes.
	}
	return;
}
$opengive_button   = isset( $attributes['openFormButton'] ) && '' !== $attributes['openFormButton'] ? (string) $attributes['openFormButton'] : __( 'Donate now', 'opengive' );
$opengive_locale   = isset( $attributes['locale'] ) && preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?(_[a-z0-9]+)?$/', (string) $attributes['locale'] ) ? (string) $attributes['locale'] : '';
$opengive_embed_id = EmbedRoot::next_id( $opengive_form_id );
// A donor sent back to this page after giving (spec section 2) sees the receipt in this embed.
// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only; the receipt key is the secret.
$opengive_receipt = isset( $_GET['givewp-embed-id'], $_GET['givewp-receipt-id'] ) && $opengive_embed_id === $_GET['givewp-embed-id'] ? sanitize_key( wp_unslash( $_GET['givewp-receipt-id'] ) ) : '';
// phpcs:enable
$opengive_root = EmbedRoot::attributes( $opengive_form_id, isset( $attributes['format'] ) ? (string) $attributes['format'] : 'modal', $opengive_button, $opengive_locale, $opengive_embed_id, $opengive_receipt );
$opengive_root['data-opengive-labels'] = (string) wp_json_encode( EmbedRoot::labels() );
$opengive_class = $opengive_root['class'];
unset( $opengive_root['class'] );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => $opengive_class ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>
<?php foreach ( $opengive_root as $opengive_name => $opengive_value ) : ?>
	<?php echo esc_attr( $opengive_name ); ?>="<?php echo esc_attr( $opengive_value ); ?>"
<?php endforeach; ?>
><a href="<?php echo esc_url( $opengive_root['data-form-view-url'] ); ?>"><?php echo esc_html( $opengive_button ); ?></a></div>
