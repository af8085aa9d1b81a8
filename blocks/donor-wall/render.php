<?php
/**
 * Server render of the donor wall: the first page of cards (or the page a no-JavaScript "Load more"
 * link asked for) and the button carrying the attribute string; view.tsx loads further pages in place.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\DonorWall\ServiceProvider;
use OpenGive\DonorWall\WallAttributes;
use OpenGive\DonorWall\WallRenderer;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

$opengive_wall_atts          = WallAttributes::from_block( $attributes );
$opengive_wall_atts['paged'] = ServiceProvider::requested_page();
echo Plugin::container()->get( WallRenderer::class )->wall( $opengive_wall_atts, get_block_wrapper_attributes() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WallRenderer escapes every value; core escapes the wrapper attributes.
