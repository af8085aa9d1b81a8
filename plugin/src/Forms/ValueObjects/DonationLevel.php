<?php
/**
 * A preset amount on a form.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\ValueObjects;

defined( 'ABSPATH' ) || exit;

/**
 * A level: id (GiveWP's price_id), amount in minor units, optional label.
 */
final class DonationLevel {

	/**
	 * Level id.
	 *
	 * @var string
	 */
	public $id;

	/**
	 * Amount in minor units.
	 *
	 * @var int
	 */
	public $amount;

	/**
	 * What the gift does, shown beside the amount.
	 *
	 * @var string
	 */
	public $label;

	/**
	 * Constructor.
	 *
	 * @param string $id     Level id.
	 * @param int    $amount Minor units.
	 * @param string $label  Label.
	 */
	public function __construct( string $id, int $amount, string $label = '' ) {
		$this->id     = $id;
		$this->amount = $amount;
		$this->label  = $label;
	}
}
