<?php
/**
 * The outgoing mail queue.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * The cron run that sends whatever a request queued and could not send (it died, or mail failed).
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_action(
			MailQueue::HOOK,
			static function () {
				MailQueue::drain();
			}
		);
	}
}
