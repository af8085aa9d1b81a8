<?php
/**
 * Server render of a contact form: a complete HTML form that posts without JavaScript (view.ts then
 * sends it through the REST route instead). After a no-JS post the page shows the outcome.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\ContactForms\Actions\HandleContactFormPost;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\ContactForms\Views\FormRenderer;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

$opengive_contact_form = Plugin::container()->get( ContactFormRepository::class )->find_published( (int) ( \OpenGive\Blocks\BlockPreview::with_first_post( $attributes, 'formId', 'opengive_contact' )['formId'] ?? 0 ) );
if ( null === $opengive_contact_form ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p %s>%s</p>', get_block_wrapper_attributes(), esc_html__( 'Choose a published contact form to show here.', 'opengive' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes.
	}
	return;
}
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a random, single-use token that only shows this visitor's own outcome.
$opengive_contact_outcome = isset( $_GET[ HandleContactFormPost::QUERY ] ) && is_string( $_GET[ HandleContactFormPost::QUERY ] ) ? HandleContactFormPost::take( sanitize_key( wp_unslash( $_GET[ HandleContactFormPost::QUERY ] ) ) ) : null;
$opengive_contact_view    = new FormRenderer( $opengive_contact_form, (int) get_the_ID(), $opengive_contact_outcome );
echo $opengive_contact_view->html( get_block_wrapper_attributes( array( 'class' => 'wpcf7' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- FormRenderer escapes every value it prints.
