<?php
/**
 * Gateways whose recurring gifts are pledges the donor pays by hand.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

defined( 'ABSPATH' ) || exit;

/**
 * Marker: the gateway takes recurring pledges (e.g. a monthly cheque or standing order) but cannot
 * collect them, so the renewal job never creates a renewal on its own; the charity records each
 * payment when it arrives.
 */
interface RenewsManually {
}
