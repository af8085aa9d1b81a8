<?php
/**
 * One field of a contact form, read from an opengive/contact-field block's attributes.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Models;

defined( 'ABSPATH' ) || exit;

/**
 * A field's settings, normalised: unknown types become text, numbers are numbers, options are
 * { value, label } pairs. The block's attributes, the admin REST route and the renderer all use this.
 */
final class ContactField {

	const TYPES = array( 'text', 'email', 'url', 'tel', 'number', 'date', 'time', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'file', 'quiz' );

	/**
	 * Field names CF7's schema accepts (and that PHP's form parsing keeps intact).
	 */
	const NAME_PATTERN = '/^[A-Za-z][-A-Za-z0-9_:]*$/';

	/**
	 * Attribute defaults; every key is a setting an editor can change.
	 */
	const DEFAULTS = array(
		'type'        => 'text',
		'name'        => '',
		'label'       => '',
		'required'    => false,
		'placeholder' => '',
		'default'     => '',
		'help'        => '',
		'options'     => array(),
		'exclusive'   => false,
		'freeText'    => false,
		'minLength'   => null,
		'maxLength'   => null,
		'min'         => null,
		'max'         => null,
		'step'        => null,
		'minDate'     => '',
		'maxDate'     => '',
		'days'        => array(),
		'accept'      => array(),
		'minSize'     => null,
		'maxSize'     => null,
		'minItems'    => null,
		'maxItems'    => null,
		'optional'    => false,
		'invert'      => false,
		'consent'     => false,
		'pairs'       => array(),
	);

	/**
	 * Normalised attributes.
	 *
	 * @var array<string, mixed>
	 */
	public $attrs;

	/**
	 * Builds a field from block attributes (anything else is ignored).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function __construct( array $attributes ) {
		$attrs         = array_merge( self::DEFAULTS, array_intersect_key( $attributes, self::DEFAULTS ) );
		$attrs['type'] = in_array( $attrs['type'], self::TYPES, true ) ? $attrs['type'] : 'text';
		$attrs['name'] = is_string( $attrs['name'] ) ? $attrs['name'] : '';
		foreach ( array( 'label', 'placeholder', 'default', 'help', 'minDate', 'maxDate' ) as $text ) {
			$attrs[ $text ] = is_scalar( $attrs[ $text ] ) ? (string) $attrs[ $text ] : '';
		}
		foreach ( array( 'required', 'exclusive', 'freeText', 'optional', 'invert', 'consent' ) as $flag ) {
			$attrs[ $flag ] = (bool) $attrs[ $flag ];
		}
		foreach ( array( 'minLength', 'maxLength', 'min', 'max', 'step', 'minSize', 'maxSize', 'minItems', 'maxItems' ) as $number ) {
			$attrs[ $number ] = is_numeric( $attrs[ $number ] ) ? $attrs[ $number ] + 0 : null;
		}
		$attrs['options'] = self::options( $attrs['options'] );
		$attrs['days']    = array_values( array_filter( array_map( 'intval', (array) $attrs['days'] ) ) );
		$attrs['accept']  = array_values( array_filter( array_map( 'strval', array_filter( (array) $attrs['accept'], 'is_scalar' ) ) ) );
		$attrs['pairs']   = self::pairs( $attrs['pairs'] );
		$this->attrs      = $attrs;
	}

	/**
	 * An attribute.
	 *
	 * @param string $key Attribute name.
	 * @return mixed
	 */
	public function get( string $key ) {
		return $this->attrs[ $key ] ?? null;
	}

	/**
	 * The field's name.
	 */
	public function name(): string {
		return (string) $this->attrs['name'];
	}

	/**
	 * The field's type.
	 */
	public function type(): string {
		return (string) $this->attrs['type'];
	}

	/**
	 * Whether the name is usable (the form refuses to save a field without one).
	 */
	public function has_valid_name(): bool {
		return 1 === preg_match( self::NAME_PATTERN, $this->name() ) && 0 !== strpos( $this->name(), '_' );
	}

	/**
	 * The option values (what enum accepts).
	 *
	 * @return string[]
	 */
	public function option_values(): array {
		return array_map(
			static function ( $option ) {
				return $option['value'];
			},
			$this->attrs['options']
		);
	}

	/**
	 * Whether the field posts several values (checkboxes post name[]).
	 */
	public function is_multiple(): bool {
		return 'checkbox' === $this->type();
	}

	/**
	 * Options as { value, label }: a plain string is both.
	 *
	 * @param mixed $options Raw options.
	 * @return array<int, array{value: string, label: string}>
	 */
	private static function options( $options ): array {
		$out = array();
		foreach ( (array) $options as $option ) {
			if ( is_scalar( $option ) ) {
				$out[] = array(
					'value' => (string) $option,
					'label' => (string) $option,
				);
			} elseif ( is_array( $option ) && isset( $option['value'] ) && is_scalar( $option['value'] ) ) {
				$out[] = array(
					'value' => (string) $option['value'],
					'label' => isset( $option['label'] ) && is_scalar( $option['label'] ) && '' !== (string) $option['label'] ? (string) $option['label'] : (string) $option['value'],
				);
			}
		}
		return $out;
	}

	/**
	 * Quiz question/answer pairs.
	 *
	 * @param mixed $pairs Raw pairs.
	 * @return array<int, array{question: string, answer: string}>
	 */
	private static function pairs( $pairs ): array {
		$out = array();
		foreach ( (array) $pairs as $pair ) {
			if ( is_array( $pair ) && isset( $pair['question'], $pair['answer'] ) && is_scalar( $pair['question'] ) && is_scalar( $pair['answer'] ) ) {
				$out[] = array(
					'question' => (string) $pair['question'],
					'answer'   => (string) $pair['answer'],
				);
			}
		}
		return $out;
	}
}
