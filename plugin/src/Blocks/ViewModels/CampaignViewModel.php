<?php
/**
 * What the campaign block prints.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Forms\Views\FormView;
use OpenGive\Plugin;
use OpenGive\Rest\Schemas\CampaignSchema;

defined( 'ABSPATH' ) || exit;

/**
 * An active campaign's title, progress (the same numbers as the API's goalStats) and the address of
 * its default form.
 */
final class CampaignViewModel {

	/**
	 * Campaign id.
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
	 * Description ('' when hidden).
	 *
	 * @var string
	 */
	public $description = '';

	/**
	 * Raised so far, formatted.
	 *
	 * @var string
	 */
	public $actual = '';

	/**
	 * Goal, formatted.
	 *
	 * @var string
	 */
	public $goal = '';

	/**
	 * 0 to 100.
	 *
	 * @var float
	 */
	public $percentage = 0.0;

	/**
	 * '#rrggbb' or ''.
	 *
	 * @var string
	 */
	public $color = '';

	/**
	 * The default form's page ('' without one).
	 *
	 * @var string
	 */
	public $donate_url = '';

	/**
	 * Embed id of the donate link (the modal launcher's key).
	 *
	 * @var string
	 */
	public $embed_id = '';

	/**
	 * Button label.
	 *
	 * @var string
	 */
	public $button_label = '';

	/**
	 * The view for block attributes, or null when the campaign is missing or not active.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function for_block( array $attributes ): ?self {
		$campaign = Plugin::container()->get( CampaignRepository::class )->find( (int) ( $attributes['campaignId'] ?? 0 ) );
		if ( null === $campaign || CampaignStatus::ACTIVE !== $campaign->status ) {
			return null;
		}
		$stats              = CampaignSchema::prepare( $campaign, Plugin::container()->get( GoalProgress::class )->for_campaign( $campaign ) )['goalStats'];
		$view               = new self();
		$view->id           = $campaign->id;
		$view->title        = $campaign->title;
		$view->description  = ! isset( $attributes['showDescription'] ) || $attributes['showDescription'] ? $campaign->short_description : '';
		$view->actual       = (string) $stats['actualFormatted'];
		$view->goal         = (string) $stats['goalFormatted'];
		$view->percentage   = (float) $stats['percentage'];
		$view->color        = preg_match( '/^#[0-9a-fA-F]{6}$/', $campaign->primary_color ) ? $campaign->primary_color : '';
		$label              = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
		$view->button_label = '' !== $label ? $label : __( 'Donate now', 'opengive' );
		if ( null !== $campaign->default_form_id && 'publish' === get_post_status( $campaign->default_form_id ) ) {
			$view->donate_url = FormView::url( $campaign->default_form_id );
			$view->embed_id   = 'opengive-campaign-' . $campaign->id;
		}
		return $view;
	}
}
