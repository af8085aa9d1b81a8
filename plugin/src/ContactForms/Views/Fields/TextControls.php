<?php
/**
 * The text family of contact fields (text, email, url, tel, number, date, time, textarea, quiz) and the character counter, in CF7's markup.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Views\Fields;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactField;

defined( 'ABSPATH' ) || exit;

/**
 * The text family of contact fields (text, email, url, tel, number, date, time, textarea, quiz) and the character counter, in CF7's markup.
 */
final class TextControls {

	/**
	 * The input itself.
	 *
	 * @param ContactField    $field The field.
	 * @param string          $attrs id, name, class, ARIA and placeholder attributes (escaped).
	 * @param string|string[] $value Current value.
	 */
	public static function input( ContactField $field, string $attrs, $value ): string {
		$name = $field->name();
		$type = $field->type();
		$a    = $field->attrs;
		switch ( $type ) {
			case 'textarea':
				return '<textarea' . $attrs . ' rows="6"' . self::length_attrs( $a ) . '>' . esc_textarea( (string) $value ) . '</textarea>';
			case 'quiz':
				$pairs = $a['pairs'];
				if ( array() === $pairs ) {
					return '';
				}
				$pair = $pairs[ array_rand( $pairs ) ];
				return '<span class="wpcf7-quiz-label">' . esc_html( $pair['question'] ) . '</span> <input type="text"' . $attrs . ' autocomplete="off" /><input type="hidden" name="' . esc_attr( SubmitContactForm::QUIZ_PREFIX . $name ) . '" value="' . esc_attr( SubmitContactForm::quiz_hash( $pair['answer'] ) ) . '" />';
			default:
				$html_type = in_array( $type, array( 'email', 'url', 'tel', 'number', 'date', 'time' ), true ) ? $type : 'text';
				$extra     = self::length_attrs( $a );
				if ( 'number' === $type ) {
					$extra .= null !== $a['min'] ? ' min="' . esc_attr( (string) $a['min'] ) . '"' : '';
					$extra .= null !== $a['max'] ? ' max="' . esc_attr( (string) $a['max'] ) . '"' : '';
					$extra .= null !== $a['step'] ? ' step="' . esc_attr( (string) $a['step'] ) . '"' : '';
				}
				if ( 'date' === $type ) {
					$extra .= '' !== $a['minDate'] ? ' min="' . esc_attr( $a['minDate'] ) . '"' : '';
					$extra .= '' !== $a['maxDate'] ? ' max="' . esc_attr( $a['maxDate'] ) . '"' : '';
				}
				$autocomplete = array(
					'email' => 'email',
					'tel'   => 'tel',
					'url'   => 'url',
				);
				if ( isset( $autocomplete[ $type ] ) ) {
					$extra .= ' autocomplete="' . $autocomplete[ $type ] . '"';
				}
				return '<input type="' . $html_type . '"' . $attrs . $extra . ' value="' . esc_attr( (string) $value ) . '" />';
		}
	}

	/**
	 * The character counter of a field with a length rule.
	 *
	 * @param ContactField $field The field.
	 * @param string       $value Current value.
	 */
	public static function counter( ContactField $field, string $value ): string {
		$max = $field->get( 'maxLength' );
		$min = $field->get( 'minLength' );
		if ( ( null === $max && null === $min ) || ! in_array( $field->type(), array( 'text', 'textarea', 'email', 'url', 'tel' ), true ) ) {
			return '';
		}
		$length = (int) mb_strlen( $value );
		$shown  = null !== $max ? (int) $max - $length : $length;
		return '<span class="wpcf7-character-count' . ( null !== $max ? ' down' : ' up' ) . '" aria-hidden="true" data-target-name="' . esc_attr( $field->name() ) . '" data-starting-value="' . esc_attr( (string) ( null !== $max ? (int) $max : 0 ) ) . '" data-current-value="' . esc_attr( (string) $shown ) . '"' . ( null !== $max ? ' data-maximum-value="' . esc_attr( (string) (int) $max ) . '"' : '' ) . ( null !== $min ? ' data-minimum-value="' . esc_attr( (string) (int) $min ) . '"' : '' ) . '>' . esc_html( (string) $shown ) . '</span>';
	}

	/**
	 * Length attributes for text inputs.
	 *
	 * @param array<string, mixed> $a Attributes.
	 */
	private static function length_attrs( array $a ): string {
		$out  = null !== $a['maxLength'] ? ' maxlength="' . (int) $a['maxLength'] . '"' : '';
		$out .= null !== $a['minLength'] ? ' minlength="' . (int) $a['minLength'] . '"' : '';
		return $out;
	}
}
