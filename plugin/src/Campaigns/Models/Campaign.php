<?php
/**
 * A fundraising campaign.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Models;

use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Campaigns\ValueObjects\GoalType;

defined( 'ABSPATH' ) || exit;

/**
 * A goal (an amount in minor units, or a count of donations, donors or subscriptions) over dates;
 * donation forms point at it and their gifts count toward it.
 */
final class Campaign {

	/**
	 * Id (0 until saved).
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Title.
	 *
	 * @var string
	 */
	public $title = '';

	/**
	 * One-line description.
	 *
	 * @var string
	 */
	public $short_description = '';

	/**
	 * Long description (HTML allowed in posts).
	 *
	 * @var string
	 */
	public $long_description = '';

	/**
	 * Image URL.
	 *
	 * @var string
	 */
	public $image = '';

	/**
	 * '#rrggbb' or ''.
	 *
	 * @var string
	 */
	public $primary_color = '';

	/**
	 * '#rrggbb' or ''.
	 *
	 * @var string
	 */
	public $secondary_color = '';

	/**
	 * Goal: minor units for amount goals, a count otherwise.
	 *
	 * @var int
	 */
	public $goal = 0;

	/**
	 * One of GoalType::all().
	 *
	 * @var string
	 */
	public $goal_type = GoalType::AMOUNT;

	/**
	 * Currency of amount goals.
	 *
	 * @var string
	 */
	public $currency = 'USD';

	/**
	 * One of CampaignStatus::all().
	 *
	 * @var string
	 */
	public $status = CampaignStatus::DRAFT;

	/**
	 * UTC 'Y-m-d H:i:s' or null.
	 *
	 * @var string|null
	 */
	public $start_date = null;

	/**
	 * UTC 'Y-m-d H:i:s' or null.
	 *
	 * @var string|null
	 */
	public $end_date = null;

	/**
	 * The form the campaign's donate button opens.
	 *
	 * @var int|null
	 */
	public $default_form_id = null;

	/**
	 * Logo URL ('' for none).
	 *
	 * @var string
	 */
	public $logo = '';

	/**
	 * The page that shows the campaign.
	 *
	 * @var int|null
	 */
	public $page_id = null;

	/**
	 * UTC 'Y-m-d H:i:s'.
	 *
	 * @var string
	 */
	public $created_at = '';

	/**
	 * UTC 'Y-m-d H:i:s'.
	 *
	 * @var string
	 */
	public $updated_at = '';
}
