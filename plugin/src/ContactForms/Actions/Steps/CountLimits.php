<?php
/**
 * A contact submission's step between validation and the spam check: the rate limits, and the spam allowance.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions\Steps;

use OpenGive\ContactForms\ContactSettings;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Every message that passed validation counts against its address and its sender email, spam
 * included: spam stored before it was counted let one address add rows without end once its
 * allowance was spent. Spam within the limits is kept for review, up to SPAM_KEPT rows per form.
 */
final class CountLimits {

	/**
	 * Spam rows stored per form per contact window, from all addresses together. The per-address
	 * limit bounds one sender; bots spread over many addresses are bounded only by this. Spam is kept
	 * so an admin can find a person the checks misjudged, and a window's first rows show that as well
	 * as a thousand would; later spam is still answered as spam, just not written.
	 */
	const SPAM_KEPT = 20;

	/**
	 * Rate limiter.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Builds the step.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( RateLimiter $limiter ) {
		$this->limiter = $limiter;
	}

	/**
	 * Counts one message; the minutes to wait when its address or email has used the window's
	 * allowance, else 0.
	 *
	 * @param string $ip    Client address.
	 * @param string $email Sender email ('' when the form has none).
	 */
	public function spent( string $ip, string $email ): int {
		$window = ContactSettings::int( 'contact_rate_limit_window' );
		try {
			$this->limiter->hit( 'contact:' . RateLimiter::ip_bucket( $ip ), ContactSettings::int( 'contact_rate_limit_ip' ), $window );
			if ( '' !== $email ) {
				$this->limiter->hit( 'contact-email:' . strtolower( $email ), ContactSettings::int( 'contact_rate_limit_email' ), $window );
			}
		} catch ( OpenGiveException $limited ) {
			return max( 1, (int) ceil( ( (int) ( $limited->data()['retryAfter'] ?? 60 ) ) / 60 ) );
		}
		return 0;
	}

	/**
	 * Whether one more spam row of this form may be stored in this window (counts it when so). One
	 * atomic counter per form, so simultaneous bots cannot all read "room left".
	 *
	 * @param int $form_id Form.
	 */
	public function room_for_spam( int $form_id ): bool {
		try {
			$this->limiter->hit( 'contact-spam-kept:' . $form_id, self::SPAM_KEPT, ContactSettings::int( 'contact_rate_limit_window' ) );
		} catch ( OpenGiveException $full ) {
			return false;
		}
		return true;
	}
}
