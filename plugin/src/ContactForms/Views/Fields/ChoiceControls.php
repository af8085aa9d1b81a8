<?php
/**
 * The choice family of contact fields (select, checkboxes, radio, acceptance) in CF7's markup, with exclusive groups and the free-text option.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Views\Fields;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactField;

defined( 'ABSPATH' ) || exit;

/**
 * The choice family of contact fields (select, checkboxes, radio, acceptance) in CF7's markup, with exclusive groups and the free-text option.
 */
final class ChoiceControls {

	/**
	 * A select with its options (an empty first option unless required and chosen).
	 *
	 * @param array<string, mixed> $a     Field attributes.
	 * @param string               $attrs id, name, class and ARIA attributes (escaped).
	 * @param string|string[]      $value Current value.
	 */
	public static function select( array $a, string $attrs, $value ): string {
		$out = '<select' . $attrs . '>';
		if ( ! $a['required'] || '' === $value ) {
			$out .= '<option value="">' . esc_html( '' !== $a['placeholder'] ? $a['placeholder'] : __( '— Please choose an option —', 'opengive' ) ) . '</option>';
		}
		foreach ( $a['options'] as $option ) {
			$out .= '<option value="' . esc_attr( $option['value'] ) . '"' . selected( $option['value'], $value, false ) . '>' . esc_html( $option['label'] ) . '</option>';
		}
		return $out . '</select>';
	}

	/**
	 * An acceptance box (optional and inverted variants as CF7's classes).
	 *
	 * @param ContactField    $field The field.
	 * @param string          $id    Element id.
	 * @param string          $aria  ARIA attributes (escaped).
	 * @param string|string[] $value Current value.
	 */
	public static function acceptance( ContactField $field, string $id, string $aria, $value ): string {
		$a       = $field->attrs;
		$checked = '' !== $value && array() !== $value;
		return '<span class="wpcf7-list-item"><label><input type="checkbox" name="' . esc_attr( $field->name() ) . '" value="1" id="' . esc_attr( $id ) . '" class="wpcf7-form-control wpcf7-acceptance' . ( $a['optional'] ? ' optional' : '' ) . ( $a['invert'] ? ' invert' : '' ) . '"' . $aria . checked( $checked, true, false ) . ' /> <span class="wpcf7-list-item-label">' . esc_html( $a['label'] ) . '</span></label></span>';
	}

	/**
	 * Checkbox or radio items, with the exclusive flag and the free-text option.
	 *
	 * @param ContactField $field  The field.
	 * @param string       $id     Base id.
	 * @param string[]     $values Chosen values.
	 */
	public static function choices( ContactField $field, string $id, array $values ): string {
		$a       = $field->attrs;
		$type    = $field->type();
		$name    = 'checkbox' === $type ? $field->name() . '[]' : $field->name();
		$classes = 'wpcf7-form-control wpcf7-' . $type . ( $a['exclusive'] ? ' wpcf7-exclusive-checkbox' : '' ) . ( $a['freeText'] ? ' has-free-text' : '' );
		$out     = '<span class="' . esc_attr( $classes ) . '" id="' . esc_attr( $id ) . '">';
		$last    = count( $a['options'] ) - 1;
		foreach ( $a['options'] as $i => $option ) {
			$chosen = in_array( $option['value'], $values, true );
			$free   = '';
			if ( $a['freeText'] && $i === $last ) {
				// A posted "Other: text" comes back as the option checked with its text.
				foreach ( $values as $value ) {
					if ( 0 === strpos( $value, $option['value'] . ': ' ) ) {
						$chosen = true;
						$free   = substr( $value, strlen( $option['value'] ) + 2 );
					}
				}
			}
			$out .= '<span class="wpcf7-list-item' . ( 0 === $i ? ' first' : '' ) . ( $i === $last ? ' last' : '' ) . '"><label><input type="' . esc_attr( $type ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $option['value'] ) . '"' . checked( $chosen, true, false ) . ' /> <span class="wpcf7-list-item-label">' . esc_html( $option['label'] ) . '</span></label>';
			if ( $a['freeText'] && $i === $last ) {
				$out .= ' <input type="text" name="' . esc_attr( $field->name() . SubmitContactForm::FREE_SUFFIX ) . '" class="wpcf7-free-text" aria-label="' . esc_attr( $option['label'] ) . '" value="' . esc_attr( $free ) . '"' . ( $chosen ? '' : ' disabled' ) . ' />';
			}
			$out .= '</span>';
		}
		return $out . '</span>';
	}
}
