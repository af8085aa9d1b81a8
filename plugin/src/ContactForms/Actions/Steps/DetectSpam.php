<?php
/**
 * Step 3 of a contact submission: the bot signs (user agent, honeypot, fill time).
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions\Steps;

use OpenGive\ContactForms\Actions\FillTimer;
use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\ContactSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Step 3 of a contact submission: the bot signs (user agent, honeypot, fill time).
 */
final class DetectSpam {

	/**
	 * Why a submission looks like a bot's, or false.
	 *
	 * @param array<string, mixed> $post       The whole post.
	 * @param string               $user_agent User agent.
	 * @param int                  $now        Unix time.
	 * @return string|false
	 */
	public static function reason( array $post, string $user_agent, int $now ) {
		if ( strlen( trim( $user_agent ) ) < 2 ) {
			return 'user_agent';
		}
		if ( ContactSettings::honeypot() && isset( $post[ SubmitContactForm::HONEYPOT ] ) && '' !== $post[ SubmitContactForm::HONEYPOT ] ) {
			return 'honeypot';
		}
		$minimum = ContactSettings::int( 'contact_min_fill_seconds' );
		if ( $minimum > 0 ) {
			$elapsed = FillTimer::elapsed( $post[ FillTimer::FIELD ] ?? null, $now );
			if ( null === $elapsed || $elapsed < $minimum ) {
				return 'fill_time';
			}
		}
		return false;
	}
}
