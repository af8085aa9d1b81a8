<?php
/**
 * A small service container: shared services built lazily from factories.
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Maps an id (usually a class name) to a factory and keeps the one instance it builds.
 */
final class Container {

	/**
	 * Factories by id.
	 *
	 * @var array<string, callable(Container): object>
	 */
	private $factories = array();

	/**
	 * Built instances by id.
	 *
	 * @var array<string, object>
	 */
	private $instances = array();

	/**
	 * Binds a shared service.
	 *
	 * @param string                      $id      Service id.
	 * @param callable(Container): object $factory Builds the service.
	 */
	public function singleton( string $id, callable $factory ): void {
		$this->factories[ $id ] = $factory;
		unset( $this->instances[ $id ] );
	}

	/**
	 * Whether a service is bound.
	 *
	 * @param string $id Service id.
	 */
	public function has( string $id ): bool {
		return isset( $this->factories[ $id ] );
	}

	/**
	 * The shared instance for an id.
	 *
	 * @template T of object
	 * @param class-string<T>|string $id Service id.
	 * @return T
	 * @throws \OutOfBoundsException When nothing is bound to the id.
	 */
	public function get( string $id ) {
		if ( ! isset( $this->instances[ $id ] ) ) {
			if ( ! isset( $this->factories[ $id ] ) ) {
				throw new \OutOfBoundsException( esc_html( "No service bound to {$id}." ) );
			}
			$this->instances[ $id ] = ( $this->factories[ $id ] )( $this );
		}
		return $this->instances[ $id ];
	}
}
