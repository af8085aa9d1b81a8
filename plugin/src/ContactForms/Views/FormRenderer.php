<?php
/**
 * Prints a contact form as plain HTML that works without JavaScript.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Views;

use OpenGive\ContactForms\Actions\FillTimer;
use OpenGive\ContactForms\Actions\HandleContactFormPost;
use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\ContactSettings;
use OpenGive\ContactForms\Models\ContactField;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Views\Fields\ChoiceControls;
use OpenGive\ContactForms\Views\Fields\FileControls;
use OpenGive\ContactForms\Views\Fields\TextControls;

defined( 'ABSPATH' ) || exit;

/**
 * CF7's markup and class names (wpcf7-form, wpcf7-form-control-wrap, wpcf7-not-valid-tip,
 * wpcf7-response-output, screen-reader-response), so CF7 styles and integrations recognise it. The form
 * posts to admin-post.php; view.ts sends the same fields to the REST route instead. No nonce is
 * printed, so the page may be served from a full-page cache.
 */
final class FormRenderer {

	/**
	 * Forms printed on this page, for unique unit tags.
	 *
	 * @var int
	 */
	private static $count = 0;

	/**
	 * The form.
	 *
	 * @var ContactForm
	 */
	private $form;

	/**
	 * The unit tag.
	 *
	 * @var string
	 */
	private $unit_tag;

	/**
	 * The no-JS outcome shown on this instance, if any.
	 *
	 * @var array<string, mixed>|null
	 */
	private $outcome;

	/**
	 * Invalid field messages by name.
	 *
	 * @var array<string, string>
	 */
	private $invalid = array();

	/**
	 * Builds a renderer for one instance of a form.
	 *
	 * @param ContactForm               $form      The form.
	 * @param int                       $container The post the block sits in.
	 * @param array<string, mixed>|null $outcome   A no-JS outcome from HandleContactFormPost::take().
	 */
	public function __construct( ContactForm $form, int $container, ?array $outcome ) {
		++self::$count;
		$this->form     = $form;
		$this->unit_tag = 'wpcf7-f' . $form->id . ( $container > 0 ? '-p' . $container : '' ) . '-o' . self::$count;
		$this->outcome  = null !== $outcome && (int) $outcome['form'] === $form->id && $outcome['unit_tag'] === $this->unit_tag ? $outcome : null;
		if ( null !== $this->outcome ) {
			foreach ( (array) $this->outcome['response']['invalid_fields'] as $invalid ) {
				$this->invalid[ (string) $invalid['field'] ] = (string) $invalid['message'];
			}
		}
		$this->container = $container;
	}

	/**
	 * The post the block sits in.
	 *
	 * @var int
	 */
	private $container;

	/**
	 * The form's HTML.
	 *
	 * @param string $wrapper_attributes get_block_wrapper_attributes() output (already escaped).
	 */
	public function html( string $wrapper_attributes ): string {
		$status  = null !== $this->outcome ? self::html_status( (string) $this->outcome['response']['status'] ) : 'init';
		$message = null !== $this->outcome ? (string) $this->outcome['response']['message'] : '';
		$config  = array(
			'id'            => $this->form->id,
			'pluginVersion' => defined( 'OPENGIVE_VERSION' ) ? OPENGIVE_VERSION : '',
			'locale'        => get_locale(),
			'unitTag'       => $this->unit_tag,
			'containerPost' => $this->container,
			'api'           => esc_url_raw( rest_url( 'opengive/v1/' ) ),
		);
		$out  = '<div ' . $wrapper_attributes . ' id="' . esc_attr( $this->unit_tag ) . '" lang="' . esc_attr( str_replace( '_', '-', get_locale() ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '">';
		$out .= '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">' . esc_html( $message ) . '</p><ul>';
		foreach ( $this->invalid as $field => $text ) {
			$out .= '<li id="' . esc_attr( $this->unit_tag . '-ve-' . $field ) . '">' . esc_html( $this->label_of( $field ) . ': ' . $text ) . '</li>';
		}
		$out .= '</ul></div>';
		$out .= '<form action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" method="post" class="wpcf7-form ' . esc_attr( $status ) . '" data-status="' . esc_attr( $status ) . '" aria-label="' . esc_attr( $this->form->title ) . '" novalidate="novalidate" enctype="multipart/form-data" data-opengive-contact="' . esc_attr( (string) wp_json_encode( $config ) ) . '">';
		$out .= $this->hidden_fields();
		foreach ( $this->form->fields as $field ) {
			if ( $field->has_valid_name() ) {
				$out .= $this->field( $field );
			}
		}
		$out .= '<p class="wp-block-opengive-contact-form__submit"><input type="submit" class="wpcf7-form-control wpcf7-submit has-spinner wp-element-button" value="' . esc_attr__( 'Send', 'opengive' ) . '" /><span class="wpcf7-spinner"></span></p>';
		$out .= '<div class="wpcf7-response-output" aria-hidden="true">' . esc_html( $message ) . '</div>';
		$out .= '</form></div>';
		return $out;
	}

	/**
	 * The hidden fields CF7's route reads, the no-JS post's action and return address, and the guards.
	 */
	private function hidden_fields(): string {
		$return = ( is_ssl() ? 'https://' : 'http://' ) . ( isset( $_SERVER['HTTP_HOST'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) : '' ) . ( isset( $_SERVER['REQUEST_URI'] ) ? remove_query_arg( HandleContactFormPost::QUERY, esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) ) : '/' );
		$hidden = array(
			'action'                  => HandleContactFormPost::ACTION,
			'_wpcf7'                  => (string) $this->form->id,
			'_wpcf7_version'          => defined( 'OPENGIVE_VERSION' ) ? OPENGIVE_VERSION : '',
			'_wpcf7_locale'           => get_locale(),
			'_wpcf7_unit_tag'         => $this->unit_tag,
			'_wpcf7_container_post'   => (string) $this->container,
			'_wpcf7_posted_data_hash' => '',
			'_opengive_return'        => $return,
			FillTimer::FIELD          => FillTimer::stamp( time() ),
		);
		$out = '<fieldset class="hidden-fields-container">';
		foreach ( $hidden as $name => $value ) {
			$out .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" />';
		}
		$out .= '</fieldset>';
		if ( ContactSettings::honeypot() ) {
			// Off-screen, not display:none (some bots skip hidden inputs); people never reach it.
			$out .= '<p class="wp-block-opengive-contact-form__hp" aria-hidden="true"><label>' . esc_html__( 'Leave this field empty', 'opengive' ) . ' <input type="text" name="' . esc_attr( SubmitContactForm::HONEYPOT ) . '" value="" tabindex="-1" autocomplete="off" /></label></p>';
		}
		return $out;
	}

	/**
	 * One field, its label, help, tip and counter.
	 *
	 * @param ContactField $field The field.
	 */
	private function field( ContactField $field ): string {
		$name     = $field->name();
		$type     = $field->type();
		$id       = $this->unit_tag . '-' . $name;
		$invalid  = isset( $this->invalid[ $name ] );
		$describe = array();
		if ( '' !== $field->get( 'help' ) ) {
			$describe[] = $id . '-help';
		}
		if ( $invalid ) {
			$describe[] = $this->unit_tag . '-ve-' . $name;
		}
		$aria  = ' aria-invalid="' . ( $invalid ? 'true' : 'false' ) . '"';
		$aria .= array() !== $describe ? ' aria-describedby="' . esc_attr( implode( ' ', $describe ) ) . '"' : '';
		$aria .= $field->get( 'required' ) ? ' aria-required="true"' : '';
		$label = esc_html( (string) $field->get( 'label' ) ) . ( $field->get( 'required' ) ? ' <span class="wp-block-opengive-contact-form__required" aria-hidden="true">*</span>' : '' );
		$value = $this->value_of( $field );

		$group   = in_array( $type, array( 'checkbox', 'radio' ), true );
		$control = $this->control( $field, $id, $aria, $value );
		if ( $group ) {
			$out = '<fieldset class="wp-block-opengive-contact-form__field wp-block-opengive-contact-form__field--' . esc_attr( $type ) . '"' . ( $invalid ? ' aria-invalid="true"' : '' ) . '><legend>' . $label . '</legend>';
		} elseif ( 'acceptance' === $type ) {
			$out = '<p class="wp-block-opengive-contact-form__field wp-block-opengive-contact-form__field--acceptance">';
		} else {
			$out = '<p class="wp-block-opengive-contact-form__field wp-block-opengive-contact-form__field--' . esc_attr( $type ) . '"><label for="' . esc_attr( $id ) . '">' . $label . '</label>';
		}
		$out .= '<span class="wpcf7-form-control-wrap" data-name="' . esc_attr( $name ) . '">' . $control;
		if ( $invalid ) {
			$out .= '<span class="wpcf7-not-valid-tip" aria-hidden="true">' . esc_html( $this->invalid[ $name ] ) . '</span>';
		}
		$out .= '</span>';
		$out .= TextControls::counter( $field, is_string( $value ) ? $value : '' );
		if ( '' !== $field->get( 'help' ) ) {
			$out .= '<span class="wp-block-opengive-contact-form__help" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( (string) $field->get( 'help' ) ) . '</span>';
		}
		$out .= $group ? '</fieldset>' : '</p>';
		return $out;
	}

	/**
	 * The input itself.
	 *
	 * @param ContactField    $field The field.
	 * @param string          $id    Element id.
	 * @param string          $aria  ARIA attributes (escaped).
	 * @param string|string[] $value Current value.
	 */
	private function control( ContactField $field, string $id, string $aria, $value ): string {
		$name  = $field->name();
		$type  = $field->type();
		$a     = $field->attrs;
		$class = 'wpcf7-form-control wpcf7-' . $type . ( $a['required'] ? ' wpcf7-validates-as-required' : '' );
		$attrs = ' id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" class="' . esc_attr( $class ) . '"' . $aria;
		if ( '' !== $a['placeholder'] ) {
			$attrs .= ' placeholder="' . esc_attr( $a['placeholder'] ) . '"';
		}
		switch ( $type ) {
			case 'select':
				return ChoiceControls::select( $a, $attrs, $value );
			case 'checkbox':
			case 'radio':
				return ChoiceControls::choices( $field, $id, (array) $value );
			case 'acceptance':
				return ChoiceControls::acceptance( $field, $id, $aria, $value );
			case 'file':
				return FileControls::input( $a, $attrs );
			default:
				return TextControls::input( $field, $attrs, $value );
		}
	}

	/**
	 * The value to show: what the visitor posted (no-JS return), else the default.
	 *
	 * @param ContactField $field The field.
	 * @return string|string[]
	 */
	private function value_of( ContactField $field ) {
		if ( null !== $this->outcome && array_key_exists( $field->name(), (array) $this->outcome['values'] ) ) {
			return $this->outcome['values'][ $field->name() ];
		}
		if ( 'quiz' === $field->type() || 'file' === $field->type() || null !== $this->outcome ) {
			return $field->is_multiple() ? array() : '';
		}
		$default = (string) $field->get( 'default' );
		return $field->is_multiple() ? array_values( array_filter( array_map( 'trim', explode( '|', $default ) ) ) ) : $default;
	}

	/**
	 * A field's label (or name) for the screen-reader list.
	 *
	 * @param string $name Field name.
	 */
	private function label_of( string $name ): string {
		$field = $this->form->field( $name );
		return null !== $field && '' !== $field->get( 'label' ) ? (string) $field->get( 'label' ) : $name;
	}

	/**
	 * The form's CSS status for a server status (spec section 4).
	 *
	 * @param string $status Server status.
	 */
	public static function html_status( string $status ): string {
		$map = array(
			'init'               => 'init',
			'validation_failed'  => 'invalid',
			'acceptance_missing' => 'unaccepted',
			'spam'               => 'spam',
			'aborted'            => 'aborted',
			'mail_sent'          => 'sent',
			'mail_failed'        => 'failed',
			'payment_required'   => 'payment-required',
			'payment-required'   => 'payment-required',
		);
		return $map[ $status ] ?? 'custom-' . sanitize_html_class( str_replace( '_', '-', $status ) );
	}
}
