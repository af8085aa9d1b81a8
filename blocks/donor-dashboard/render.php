<?php
/**
 * Server render of the donor dashboard: the gift history and the recurring gifts, readable without
 * JavaScript; view.tsx adds the cancel button and the update form to each recurring gift.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\Blocks\ViewModels\DonorDashboardViewModel;
use OpenGive\DonorHistory\ConfirmEmailAction;
use OpenGive\DonorHistory\EmailAccess;
use OpenGive\Donors\Verification\EmailVerification;

defined( 'ABSPATH' ) || exit;

$opengive_dashboard = DonorDashboardViewModel::for_current_user( (string) get_permalink() );
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>>
	<?php if ( ! $opengive_dashboard->logged_in && '' === $opengive_dashboard->guest_email ) : ?>
		<?php // data-opengive-toast: with JavaScript this one-time notice becomes a toast and its argument leaves the address. ?>
		<?php if ( ConfirmEmailAction::just_signed_out() ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status" data-opengive-toast="<?php echo esc_attr( ConfirmEmailAction::SIGNED_OUT_ARG ); ?>"><?php esc_html_e( 'You are signed out.', 'opengive' ); ?></p>
		<?php endif; ?>
		<p class="wp-block-opengive-donor-dashboard__login">
			<?php esc_html_e( 'Log in to see your gifts and manage your recurring gifts.', 'opengive' ); ?>
			<a href="<?php echo esc_url( $opengive_dashboard->login_url ); ?>"><?php esc_html_e( 'Log in', 'opengive' ); ?></a>
		</p>
		<?php // A guest's way in: ask for a donor-history link (give_confirm_email_for_donations_access). ?>
		<section class="wp-block-opengive-donor-dashboard__email-access" aria-labelledby="opengive-email-access-heading">
			<h2 id="opengive-email-access-heading"><?php esc_html_e( 'No account? See your gifts by email', 'opengive' ); ?></h2>
			<?php // A popover with JavaScript (src/chrome/dom/popover.ts); without it the button stays hidden and the text shows. ?>
			<p class="wp-block-opengive-donor-dashboard__about"><button type="button" id="opengive-email-access-about-button" class="wp-block-opengive-donor-dashboard__about-button" data-opengive-popover="start" aria-controls="opengive-email-access-about" hidden><?php esc_html_e( 'How does this work?', 'opengive' ); ?></button></p>
			<div id="opengive-email-access-about" class="wp-block-opengive-donor-dashboard__about-text">
				<p>
					<?php
					/* translators: %s: how long the link works, e.g. "1 day" */
					echo esc_html( sprintf( __( 'We email a link to the address you gave with, if it has given to us. The link works once, within %s, and shows your gifts on this device without an account.', 'opengive' ), human_time_diff( 0, EmailAccess::lifetime() ) ) );
					?>
				</p>
				<p><?php esc_html_e( 'To change or cancel a recurring gift, log in instead.', 'opengive' ); ?></p>
			</div>
			<?php if ( 'expired' === $opengive_dashboard->history_error ) : ?>
				<p class="wp-block-opengive-donor-dashboard__notice" role="alert"><?php esc_html_e( 'That link has expired. Ask for a new one below.', 'opengive' ); ?></p>
			<?php elseif ( 'invalid' === $opengive_dashboard->history_error ) : ?>
				<p class="wp-block-opengive-donor-dashboard__notice" role="alert"><?php esc_html_e( 'That link is not valid or was already used. Ask for a new one below.', 'opengive' ); ?></p>
			<?php endif; ?>
			<?php $opengive_email_result = ConfirmEmailAction::form_result(); ?>
			<form class="wp-block-opengive-donor-dashboard__email-form" method="post" action="<?php echo esc_url( admin_url( 'admin-ajax.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( ConfirmEmailAction::ACTION ); ?>">
				<input type="hidden" name="nonce" value="<?php echo esc_attr( wp_create_nonce( ConfirmEmailAction::NONCE ) ); ?>">
				<input type="hidden" name="return" value="<?php echo esc_url( (string) get_permalink() ); ?>">
				<?php // Without JavaScript the action answers with a redirect back here instead of JSON (email-access.ts drops this field). ?>
				<input type="hidden" name="<?php echo esc_attr( ConfirmEmailAction::NO_JS_FIELD ); ?>" value="1">
				<p>
					<label for="opengive-history-email"><?php esc_html_e( 'Email address you gave with', 'opengive' ); ?></label>
					<input id="opengive-history-email" type="email" name="email" autocomplete="email" required>
				</p>
				<p class="wp-block-opengive-donor-dashboard__email-message<?php echo null !== $opengive_email_result && 'error' === $opengive_email_result['status'] ? ' is-error' : ''; ?>" role="status" aria-live="polite"><?php echo null !== $opengive_email_result ? esc_html( $opengive_email_result['message'] ) : ''; ?></p>
				<p class="wp-block-opengive-donor-dashboard__email-footer">
					<button type="submit" class="wp-element-button"<?php echo null !== $opengive_email_result && 'success' === $opengive_email_result['status'] ? ' hidden' : ''; ?>><?php esc_html_e( 'Email me a link', 'opengive' ); ?></button>
				</p>
			</form>
		</section>
	<?php elseif ( null === $opengive_dashboard->donor ) : ?>
		<?php if ( $opengive_dashboard->awaiting_confirmation ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status"><?php esc_html_e( 'Please confirm your email address: follow the link we emailed you to see all your gifts and manage your recurring gifts here.', 'opengive' ); ?></p>
		<?php endif; ?>
		<?php if ( array() === $opengive_dashboard->donations ) : ?>
			<p><?php esc_html_e( 'You have not made a donation with this account yet.', 'opengive' ); ?></p>
		<?php else : ?>
			<section class="wp-block-opengive-donor-dashboard__history" aria-labelledby="opengive-history-heading">
				<h2 id="opengive-history-heading"><?php esc_html_e( 'Your gifts', 'opengive' ); ?></h2>
				<ul class="wp-block-opengive-donor-dashboard__unconfirmed">
					<?php foreach ( $opengive_dashboard->donations as $opengive_donation ) : ?>
						<li>
							<?php
							/* translators: 1: date, 2: form title, 3: amount with currency, 4: status */
							echo esc_html( sprintf( __( '%1$s: %2$s, %3$s (%4$s)', 'opengive' ), $opengive_donation['date'], $opengive_donation['form'], $opengive_donation['amount'], $opengive_donation['status'] ) );
							?>
						</li>
					<?php endforeach; ?>
				</ul>
			</section>
		<?php endif; ?>
	<?php else : ?>
		<?php if ( '' !== $opengive_dashboard->guest_email ) : ?>
			<form class="wp-block-opengive-donor-dashboard__guest" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<p>
					<?php
					/* translators: %s: email address */
					echo esc_html( sprintf( __( 'Showing the gifts made with %s.', 'opengive' ), $opengive_dashboard->guest_email ) );
					?>
				</p>
				<input type="hidden" name="action" value="<?php echo esc_attr( ConfirmEmailAction::SIGN_OUT ); ?>">
				<?php wp_nonce_field( ConfirmEmailAction::SIGN_OUT ); ?>
				<button type="submit" class="wp-element-button"><?php esc_html_e( 'Sign out', 'opengive' ); ?></button>
			</form>
		<?php endif; ?>
		<?php if ( $opengive_dashboard->just_confirmed ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status" data-opengive-toast="<?php echo esc_attr( EmailVerification::DONE_ARG ); ?>"><?php esc_html_e( 'Thank you: your email address is confirmed and all your gifts are shown here.', 'opengive' ); ?></p>
		<?php endif; ?>
		<?php if ( $opengive_dashboard->updated > 0 ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status" data-opengive-toast="opengive-subscription-updated"><?php esc_html_e( 'Your recurring gift was updated.', 'opengive' ); ?></p>
		<?php endif; ?>
		<section class="wp-block-opengive-donor-dashboard__recurring" aria-labelledby="opengive-recurring-heading">
			<h2 id="opengive-recurring-heading"><?php esc_html_e( 'Recurring gifts', 'opengive' ); ?></h2>
			<?php if ( array() === $opengive_dashboard->subscriptions ) : ?>
				<p><?php esc_html_e( 'You have no recurring gifts.', 'opengive' ); ?></p>
			<?php else : ?>
				<ul class="wp-block-opengive-donor-dashboard__subscriptions">
					<?php foreach ( $opengive_dashboard->subscriptions as $opengive_subscription ) : ?>
						<?php // A guest session reads; changing or cancelling a recurring gift needs the account. ?>
						<li class="wp-block-opengive-donor-dashboard__subscription"<?php echo '' === $opengive_dashboard->guest_email ? ' data-opengive-subscription="' . esc_attr( (string) wp_json_encode( $opengive_subscription['actions'] ) ) . '"' : ''; ?> aria-label="<?php echo esc_attr( $opengive_subscription['form'] ); ?>">
							<h3><?php echo esc_html( $opengive_subscription['form'] ); ?></h3>
							<p>
								<?php
								/* translators: 1: amount with currency, 2: period such as Monthly */
								echo esc_html( sprintf( __( '%1$s, %2$s', 'opengive' ), $opengive_subscription['amount'], $opengive_subscription['period'] ) );
								?>
							</p>
							<p>
								<?php esc_html_e( 'Status:', 'opengive' ); ?>
								<strong class="wp-block-opengive-donor-dashboard__status"><?php echo esc_html( $opengive_subscription['status'] ); ?></strong>
							</p>
							<?php if ( '' !== $opengive_subscription['renewsAt'] ) : ?>
								<p class="wp-block-opengive-donor-dashboard__renews">
									<?php
									/* translators: %s: date of the next payment */
									echo esc_html( sprintf( __( 'Next payment: %s', 'opengive' ), $opengive_subscription['renewsAt'] ) );
									?>
								</p>
							<?php endif; ?>
							<?php if ( ! $opengive_subscription['ended'] && '' === $opengive_dashboard->guest_email ) : ?>
								<div class="wp-block-opengive-donor-dashboard__actions">
									<noscript><?php esc_html_e( 'Turn on JavaScript to change or cancel this gift.', 'opengive' ); ?></noscript>
								</div>
							<?php endif; ?>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</section>
		<section class="wp-block-opengive-donor-dashboard__history" aria-labelledby="opengive-history-heading">
			<h2 id="opengive-history-heading"><?php esc_html_e( 'Your gifts', 'opengive' ); ?></h2>
			<?php if ( array() === $opengive_dashboard->donations ) : ?>
				<p><?php esc_html_e( 'No gifts yet.', 'opengive' ); ?></p>
			<?php else : ?>
				<table class="wp-block-opengive-donor-dashboard__table">
					<thead>
						<tr>
							<th scope="col"><?php esc_html_e( 'Date', 'opengive' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Form', 'opengive' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Amount', 'opengive' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Status', 'opengive' ); ?></th>
						</tr>
					</thead>
					<tbody>
						<?php foreach ( $opengive_dashboard->donations as $opengive_donation ) : ?>
							<tr>
								<td><?php echo esc_html( $opengive_donation['date'] ); ?></td>
								<td>
									<?php echo esc_html( $opengive_donation['form'] ); ?>
									<?php if ( $opengive_donation['recurring'] ) : ?>
										<span class="wp-block-opengive-donor-dashboard__badge"><?php esc_html_e( 'Recurring', 'opengive' ); ?></span>
									<?php endif; ?>
								</td>
								<td>
									<?php echo esc_html( $opengive_donation['amount'] ); ?>
									<?php if ( '' !== $opengive_donation['refunded'] ) : ?>
										<span class="wp-block-opengive-donor-dashboard__refunded">
											<?php
											/* translators: %s: the part of the gift given back, with currency */
											echo esc_html( sprintf( __( 'Refunded: %s', 'opengive' ), $opengive_donation['refunded'] ) );
											?>
										</span>
									<?php endif; ?>
								</td>
								<td><?php echo esc_html( $opengive_donation['status'] ); ?></td>
							</tr>
						<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
		</section>
	<?php endif; ?>
</div>
