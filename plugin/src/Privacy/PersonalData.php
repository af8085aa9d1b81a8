<?php
/**
 * Adds OpenGive's exporters and erasers to WordPress's privacy tools.
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Erasers run in this order (core walks the list in order): donations and subscriptions first,
 * the donor record last, so every eraser can still find the person's rows by their email.
 */
final class PersonalData {

	/**
	 * Adds the exporters.
	 *
	 * @param array<string, array<string, mixed>> $exporters Registered exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_exporters( array $exporters ): array {
		$exporter = new Exporter();
		$exporters['opengive-donations']     = array(
			'exporter_friendly_name' => __( 'OpenGive donations', 'opengive' ),
			'callback'               => array( $exporter, 'donations' ),
		);
		$exporters['opengive-subscriptions'] = array(
			'exporter_friendly_name' => __( 'OpenGive recurring gifts', 'opengive' ),
			'callback'               => array( $exporter, 'subscriptions' ),
		);
		$exporters['opengive-donor']         = array(
			'exporter_friendly_name' => __( 'OpenGive donor profile', 'opengive' ),
			'callback'               => array( $exporter, 'donor' ),
		);
		return $exporters;
	}

	/**
	 * Adds the erasers.
	 *
	 * @param array<string, array<string, mixed>> $erasers Registered erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_erasers( array $erasers ): array {
		$eraser = new Eraser();
		$erasers['opengive-donations']     = array(
			'eraser_friendly_name' => __( 'OpenGive donations', 'opengive' ),
			'callback'             => array( $eraser, 'donations' ),
		);
		$erasers['opengive-subscriptions'] = array(
			'eraser_friendly_name' => __( 'OpenGive recurring gifts', 'opengive' ),
			'callback'             => array( $eraser, 'subscriptions' ),
		);
		$erasers['opengive-donor']         = array(
			'eraser_friendly_name' => __( 'OpenGive donor profile', 'opengive' ),
			'callback'             => array( $eraser, 'donor' ),
		);
		return $erasers;
	}
}
