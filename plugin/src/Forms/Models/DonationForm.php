<?php
/**
 * A donation form.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Models;

use OpenGive\Forms\ValueObjects\FormSettings;

defined( 'ABSPATH' ) || exit;

/**
 * A published opengive_form post and its settings.
 */
final class DonationForm {

	/**
	 * Post id.
	 *
	 * @var int
	 */
	public $id;

	/**
	 * Title.
	 *
	 * @var string
	 */
	public $title;

	/**
	 * Post status.
	 *
	 * @var string
	 */
	public $status;

	/**
	 * Settings.
	 *
	 * @var FormSettings
	 */
	public $settings;

	/**
	 * Constructor.
	 *
	 * @param int          $id       Post id.
	 * @param string       $title    Title.
	 * @param string       $status   Post status.
	 * @param FormSettings $settings Settings.
	 */
	public function __construct( int $id, string $title, string $status, FormSettings $settings ) {
		$this->id       = $id;
		$this->title    = $title;
		$this->status   = $status;
		$this->settings = $settings;
	}

	/**
	 * Whether donors may give through it.
	 */
	public function is_open(): bool {
		return 'publish' === $this->status;
	}
}
