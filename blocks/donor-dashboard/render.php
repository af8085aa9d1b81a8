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

defined( 'ABSPATH' ) || exit;

$opengive_dashboard = DonorDashboardViewModel::for_current_user( (string) get_permalink() );
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>>
	<?php if ( ! $opengive_dashboard->logged_in ) : ?>
		<p class="wp-block-opengive-donor-dashboard__login">
			<?php esc_html_e( 'Log in to see your gifts and manage your recurring gifts.', 'opengive' ); ?>
			<a href="<?php echo esc_url( $opengive_dashboard->login_url ); ?>"><?php esc_html_e( 'Log in', 'opengive' ); ?></a>
		</p>
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
		<?php if ( $opengive_dashboard->just_confirmed ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status"><?php esc_html_e( 'Thank you: your email address is confirmed and all your gifts are shown here.', 'opengive' ); ?></p>
		<?php endif; ?>
		<?php if ( $opengive_dashboard->updated > 0 ) : ?>
			<p class="wp-block-opengive-donor-dashboard__notice" role="status"><?php esc_html_e( 'Your recurring gift was updated.', 'opengive' ); ?></p>
		<?php endif; ?>
		<section class="wp-block-opengive-donor-dashboard__recurring" aria-labelledby="opengive-recurring-heading">
			<h2 id="opengive-recurring-heading"><?php esc_html_e( 'Recurring gifts', 'opengive' ); ?></h2>
			<?php if ( array() === $opengive_dashboard->subscriptions ) : ?>
				<p><?php esc_html_e( 'You have no recurring gifts.', 'opengive' ); ?></p>
			<?php else : ?>
				<ul class="wp-block-opengive-donor-dashboard__subscriptions">
					<?php foreach ( $opengive_dashboard->subscriptions as $opengive_subscription ) : ?>
						<li class="wp-block-opengive-donor-dashboard__subscription" data-opengive-subscription="<?php echo esc_attr( (string) wp_json_encode( $opengive_subscription['actions'] ) ); ?>" aria-label="<?php echo esc_attr( $opengive_subscription['form'] ); ?>">
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
							<?php if ( ! $opengive_subscription['ended'] ) : ?>
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
								<td><?php echo esc_html( $opengive_donation['amount'] ); ?></td>
								<td><?php echo esc_html( $opengive_donation['status'] ); ?></td>
							</tr>
						<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
		</section>
	<?php endif; ?>
</div>
