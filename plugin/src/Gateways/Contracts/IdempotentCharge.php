<?php
/**
 * A gateway whose charge can be sent again for the same donation without charging twice.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

defined( 'ABSPATH' ) || exit;

/**
 * charge() sends a key derived from the donation (its purchase key) that the provider deduplicates:
 * after an answer that never came (timeout, 5xx, unreadable body), the donor's retry sends the same
 * charge again and the provider answers the first attempt's result, or makes the charge now if the
 * first never reached it. The gateway marks such an answer with ChargeResult::$outcome_unknown.
 */
interface IdempotentCharge {
}
