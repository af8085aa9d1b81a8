<?php
/**
 * Server render of the donation form: a complete HTML form that works before (or without) JavaScript,
 * which view.tsx then takes over. Prints only; data comes from DonationFormViewModel.
 *
 * @package OpenGive
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

use OpenGive\Blocks\ViewModels\DonationFormViewModel;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

$opengive_view = DonationFormViewModel::for_block( \OpenGive\Blocks\BlockPreview::with_first_post( $attributes, 'formId', 'opengive_form' ) );

if ( null === $opengive_view->form ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p %s>%s</p>', get_block_wrapper_attributes(), esc_html__( 'Choose a published donation form for this block.', 'opengive' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes.
	}
	return;
}

// A password-protected form shows WordPress's password form until this visitor entered the password
// (a receipt, opened by its secret key, still shows): the form view, GiveWP's route, the embeds and the
// grid's frames all print this block.
if ( null === $opengive_view->receipt && \OpenGive\Forms\Security\FormPassword::locked( $opengive_view->form->id ) ) {
	printf( '<div %s>%s</div>', get_block_wrapper_attributes(), \OpenGive\Forms\Security\FormPassword::password_form( $opengive_view->form->id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes and builds the password form.
	return;
}

$opengive_form     = $opengive_view->form;
$opengive_settings = $opengive_form->settings;
$opengive_anchor   = $opengive_view->anchor;
$opengive_receipt  = $opengive_view->receipt;
$opengive_error    = $opengive_view->error;
$opengive_selected = $opengive_view->selected_level();
$opengive_gateway  = $opengive_view->old( 'gatewayId' );
$opengive_extra    = array( 'id' => $opengive_anchor );
if ( null === $opengive_receipt ) {
	// view.tsx reads the configuration from here; a receipt needs no script.
	$opengive_config                      = $opengive_view->config();
	$opengive_extra['data-opengive-form'] = wp_json_encode( $opengive_config );
	if ( in_array( $opengive_config['displayMode'], array( 'modal', 'button' ), true ) ) {
		// These modes open the form in a dialog; an inline or reveal form's page does without its styles.
		wp_enqueue_style( 'opengive-dialog' );
	}
} else {
	// view.tsx tells a page framing this receipt that the gift went through: form, amount, currency only.
	$opengive_extra['data-opengive-completed'] = wp_json_encode(
		array(
			'formId'   => $opengive_form->id,
			'amount'   => (int) $opengive_receipt['total'],
			'currency' => (string) $opengive_receipt['currency'],
		)
	);
}
$opengive_wrapper = get_block_wrapper_attributes( $opengive_extra );
?>
<?php if ( \OpenGive\Support\TestMode::shown_to_current_user() ) : ?>
<?php // Before the block, not in it: the form's script replaces the block's contents. ?>
<p class="opengive-test-mode-notice" role="note"><strong><?php esc_html_e( 'Test mode: no real money.', 'opengive' ); ?></strong> <?php esc_html_e( 'Gifts made here are test gifts. Only people who manage OpenGive\'s settings see this notice.', 'opengive' ); ?></p>
<?php endif; ?>
<div <?php echo $opengive_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes the wrapper attributes. ?>>
<?php if ( null !== $opengive_receipt ) : ?>
	<?php echo \OpenGive\Donations\Receipts\ReceiptHtml::render( $opengive_receipt, $opengive_anchor ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ReceiptHtml escapes every value. ?>
<?php else : ?>
	<form class="wp-block-opengive-donation-form__form" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>"<?php echo \OpenGive\Donors\Session\DonorSession::exists() ? ' data-donor-session="1"' : ''; ?>>
		<h2 class="wp-block-opengive-donation-form__title"><?php echo esc_html( $opengive_form->title ); ?></h2>
		<?php if ( null !== $opengive_error ) : ?>
			<div class="wp-block-opengive-donation-form__notice is-error" role="alert">
				<p><?php echo esc_html( $opengive_error['message'] ); ?></p>
			</div>
		<?php endif; ?>
		<fieldset class="wp-block-opengive-donation-form__amounts">
			<legend><?php esc_html_e( 'Choose an amount', 'opengive' ); ?></legend>
			<?php foreach ( $opengive_settings->levels as $opengive_level ) : ?>
				<label class="wp-block-opengive-donation-form__level">
					<input type="radio" name="give-price-id" value="<?php echo esc_attr( $opengive_level->id ); ?>" <?php checked( $opengive_selected, $opengive_level->id ); ?> />
					<span><?php echo esc_html( $opengive_view->level_label( $opengive_level ) ); ?></span>
					<?php if ( '' !== $opengive_level->label ) : ?>
						<span class="wp-block-opengive-donation-form__level-label"><?php echo esc_html( $opengive_level->label ); ?></span>
					<?php endif; ?>
				</label>
			<?php endforeach; ?>
			<?php if ( $opengive_settings->custom_amount ) : ?>
				<label class="wp-block-opengive-donation-form__level">
					<input type="radio" name="give-price-id" value="custom" <?php checked( $opengive_selected, 'custom' ); ?> />
					<span><?php esc_html_e( 'Other amount', 'opengive' ); ?></span>
				</label>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor ); ?>-amount">
						<?php
						/* translators: %s: currency symbol */
						echo esc_html( sprintf( __( 'Custom amount (%s)', 'opengive' ), $opengive_settings->currency->symbol ) );
						?>
					</label>
					<input id="<?php echo esc_attr( $opengive_anchor ); ?>-amount" type="text" inputmode="decimal" name="give-amount" value="<?php echo esc_attr( $opengive_view->old( 'amountRaw' ) ); ?>" autocomplete="off" />
				</p>
			<?php endif; ?>
		</fieldset>
		<fieldset class="wp-block-opengive-donation-form__details">
			<legend><?php esc_html_e( 'Your details', 'opengive' ); ?></legend>
			<p class="wp-block-opengive-donation-form__field">
				<label for="<?php echo esc_attr( $opengive_anchor ); ?>-first"><?php esc_html_e( 'First name', 'opengive' ); ?></label>
				<input id="<?php echo esc_attr( $opengive_anchor ); ?>-first" type="text" name="give_first" required autocomplete="given-name" maxlength="<?php echo (int) FieldLimits::max( 'donors', 'first_name' ); ?>" value="<?php echo esc_attr( $opengive_view->old( 'firstName' ) ); ?>" />
			</p>
			<p class="wp-block-opengive-donation-form__field">
				<label for="<?php echo esc_attr( $opengive_anchor ); ?>-last"><?php esc_html_e( 'Last name', 'opengive' ); ?></label>
				<input id="<?php echo esc_attr( $opengive_anchor ); ?>-last" type="text" name="give_last" autocomplete="family-name" maxlength="<?php echo (int) FieldLimits::max( 'donors', 'last_name' ); ?>" value="<?php echo esc_attr( $opengive_view->old( 'lastName' ) ); ?>" />
			</p>
			<p class="wp-block-opengive-donation-form__field">
				<label for="<?php echo esc_attr( $opengive_anchor ); ?>-email"><?php esc_html_e( 'Email', 'opengive' ); ?></label>
				<input id="<?php echo esc_attr( $opengive_anchor ); ?>-email" type="email" name="give_email" required autocomplete="email" maxlength="<?php echo (int) FieldLimits::max( 'donors', 'email' ); ?>" value="<?php echo esc_attr( $opengive_view->old( 'email' ) ); ?>" />
			</p>
			<?php if ( ! is_user_logged_in() ) : ?>
				<p class="wp-block-opengive-donation-form__field">
					<label><input type="checkbox" name="give_create_account" value="1" /> <?php esc_html_e( 'Create an account to see my donations later', 'opengive' ); ?></label>
				</p>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor ); ?>-account-password"><?php esc_html_e( 'Password for the account (at least 8 characters)', 'opengive' ); ?></label>
					<input id="<?php echo esc_attr( $opengive_anchor ); ?>-account-password" type="password" name="give_user_pass" autocomplete="new-password" />
				</p>
			<?php endif; ?>
		</fieldset>
		<?php if ( 'none' !== $opengive_settings->company || $opengive_settings->custom_fields || $opengive_settings->comment || $opengive_settings->anonymous ) : ?>
		<fieldset class="wp-block-opengive-donation-form__more">
			<legend><?php esc_html_e( 'About your gift', 'opengive' ); ?></legend>
			<?php if ( 'optional' === $opengive_settings->company ) : ?>
				<p class="wp-block-opengive-donation-form__choice">
					<span><?php esc_html_e( 'Are you donating on behalf of a company?', 'opengive' ); ?></span>
					<label><input type="radio" name="give_company_option" value="yes" <?php checked( $opengive_view->old( 'companyOption' ), 'yes' ); ?> /> <?php esc_html_e( 'Yes', 'opengive' ); ?></label>
					<label><input type="radio" name="give_company_option" value="no" <?php checked( 'yes' !== $opengive_view->old( 'companyOption' ) ); ?> /> <?php esc_html_e( 'No', 'opengive' ); ?></label>
				</p>
			<?php endif; ?>
			<?php if ( 'accountType' === $opengive_settings->company ) : ?>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor ); ?>-account-type"><?php esc_html_e( 'Bank account type', 'opengive' ); ?></label>
					<select id="<?php echo esc_attr( $opengive_anchor ); ?>-account-type" name="give_bank_account_type">
						<option value="0" <?php selected( '1' !== $opengive_view->old( 'bankAccountType' ) ); ?>><?php esc_html_e( 'Personal', 'opengive' ); ?></option>
						<option value="1" <?php selected( $opengive_view->old( 'bankAccountType' ), '1' ); ?>><?php esc_html_e( 'Business (asks for the company name)', 'opengive' ); ?></option>
					</select>
				</p>
			<?php endif; ?>
			<?php if ( 'none' !== $opengive_settings->company ) : ?>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor ); ?>-company"><?php esc_html_e( 'Company name', 'opengive' ); ?></label>
					<input id="<?php echo esc_attr( $opengive_anchor ); ?>-company" type="text" name="give_company_name" maxlength="<?php echo (int) FieldLimits::max( 'donations', 'company' ); ?>" autocomplete="organization" value="<?php echo esc_attr( $opengive_view->old( 'company' ) ); ?>" <?php echo 'required' === $opengive_settings->company ? 'required' : ''; ?> />
				</p>
			<?php endif; ?>
			<?php foreach ( $opengive_settings->custom_fields as $opengive_field ) : ?>
				<?php
				$opengive_field_id = $opengive_anchor . '-field-' . $opengive_field['name'];
				$opengive_old      = $opengive_view->old_field( $opengive_field['name'] );
				?>
				<p class="wp-block-opengive-donation-form__field">
					<?php if ( 'checkbox' === $opengive_field['type'] ) : ?>
						<label><input type="checkbox" name="opengive_field[<?php echo esc_attr( $opengive_field['name'] ); ?>]" value="1" <?php checked( '1', $opengive_old ); ?> /> <?php echo esc_html( $opengive_field['label'] ); ?></label>
					<?php elseif ( 'select' === $opengive_field['type'] ) : ?>
						<label for="<?php echo esc_attr( $opengive_field_id ); ?>"><?php echo esc_html( $opengive_field['label'] ); ?></label>
						<select id="<?php echo esc_attr( $opengive_field_id ); ?>" name="opengive_field[<?php echo esc_attr( $opengive_field['name'] ); ?>]">
							<option value=""><?php esc_html_e( 'Choose…', 'opengive' ); ?></option>
							<?php foreach ( $opengive_field['options'] as $opengive_option_value ) : ?>
								<option value="<?php echo esc_attr( $opengive_option_value ); ?>" <?php selected( $opengive_old, $opengive_option_value ); ?>><?php echo esc_html( $opengive_option_value ); ?></option>
							<?php endforeach; ?>
						</select>
					<?php else : ?>
						<label for="<?php echo esc_attr( $opengive_field_id ); ?>"><?php echo esc_html( $opengive_field['label'] ); ?></label>
						<input id="<?php echo esc_attr( $opengive_field_id ); ?>" type="<?php echo 'number' === $opengive_field['type'] ? 'number' : 'text'; ?>" name="opengive_field[<?php echo esc_attr( $opengive_field['name'] ); ?>]" value="<?php echo esc_attr( $opengive_old ); ?>" maxlength="<?php echo (int) FieldLimits::max( 'form', 'custom_field' ); ?>" />
					<?php endif; ?>
				</p>
			<?php endforeach; ?>
			<?php if ( $opengive_settings->comment ) : ?>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor ); ?>-comment"><?php esc_html_e( 'Leave a comment (optional)', 'opengive' ); ?></label>
					<textarea id="<?php echo esc_attr( $opengive_anchor ); ?>-comment" name="give_comment" maxlength="<?php echo (int) FieldLimits::max( 'form', 'comment' ); ?>" rows="3"><?php echo esc_textarea( $opengive_view->old( 'comment' ) ); ?></textarea>
				</p>
			<?php endif; ?>
			<?php if ( $opengive_settings->anonymous ) : ?>
				<p class="wp-block-opengive-donation-form__field">
					<label><input type="checkbox" name="give_anonymous_donation" value="1" <?php checked( $opengive_view->old_flag( 'anonymous' ) ); ?> /> <?php esc_html_e( 'Do not show my name publicly', 'opengive' ); ?></label>
				</p>
			<?php endif; ?>
		</fieldset>
		<?php endif; ?>
		<?php if ( $opengive_settings->billing_address ) : ?>
		<fieldset class="wp-block-opengive-donation-form__address">
			<legend><?php esc_html_e( 'Billing address', 'opengive' ); ?></legend>
			<p class="wp-block-opengive-donation-form__field">
				<label for="<?php echo esc_attr( $opengive_anchor ); ?>-country"><?php esc_html_e( 'Country', 'opengive' ); ?></label>
				<select id="<?php echo esc_attr( $opengive_anchor ); ?>-country" name="give_address_country" required autocomplete="country">
					<option value=""><?php esc_html_e( 'Choose a country…', 'opengive' ); ?></option>
					<?php
					// A first visit starts in the charity's own country (Settings → General), where most donors live.
					$opengive_country_chosen = '' !== $opengive_view->old_address( 'country' ) ? $opengive_view->old_address( 'country' ) : (string) \OpenGive\Support\Settings::get( 'country' );
					foreach ( \OpenGive\Support\Address\AddressRules::countries() as $opengive_code => $opengive_country ) :
						?>
						<option value="<?php echo esc_attr( $opengive_code ); ?>" <?php selected( $opengive_country_chosen, $opengive_code ); ?>><?php echo esc_html( $opengive_country ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
			<?php
			foreach ( array(
				'address1' => array( 'card_address', __( 'Street address', 'opengive' ), 'address-line1', true ),
				'address2' => array( 'card_address_2', __( 'Apartment, suite, etc. (optional)', 'opengive' ), 'address-line2', false ),
				'city'     => array( 'card_city', __( 'Town / City', 'opengive' ), 'address-level2', false ),
				'state'    => array( 'card_state', __( 'State / Province / County', 'opengive' ), 'address-level1', false ),
				'zip'      => array( 'card_zip', __( 'Postcode / ZIP', 'opengive' ), 'postal-code', false ),
			) as $opengive_part => list( $opengive_name, $opengive_label, $opengive_autocomplete, $opengive_required ) ) :
				?>
				<p class="wp-block-opengive-donation-form__field">
					<label for="<?php echo esc_attr( $opengive_anchor . '-' . $opengive_part ); ?>"><?php echo esc_html( $opengive_label ); ?></label>
					<input id="<?php echo esc_attr( $opengive_anchor . '-' . $opengive_part ); ?>" type="text" name="<?php echo esc_attr( $opengive_name ); ?>" autocomplete="<?php echo esc_attr( $opengive_autocomplete ); ?>" value="<?php echo esc_attr( $opengive_view->old_address( $opengive_part ) ); ?>" <?php echo $opengive_required ? 'required' : ''; ?> />
				</p>
			<?php endforeach; ?>
		</fieldset>
		<?php endif; ?>
		<?php if ( null !== $opengive_settings->fee_recovery ) : ?>
			<p class="wp-block-opengive-donation-form__field">
				<label><input type="checkbox" name="give-fee-mode-enable" value="true" <?php checked( (bool) $opengive_view->old( 'coverFee' ) ); ?> /> <?php esc_html_e( 'Add the processing fee to my gift, so all of it reaches the cause (worked out from the amount and payment method)', 'opengive' ); ?></label>
			</p>
		<?php endif; ?>
		<?php if ( array() === $opengive_view->gateways ) : ?>
			<p class="wp-block-opengive-donation-form__no-gateway" role="alert"><?php echo esc_html( DonationFormViewModel::no_gateway_message() ); ?></p>
		<?php endif; ?>
		<fieldset class="wp-block-opengive-donation-form__gateways">
			<legend><?php esc_html_e( 'Payment method', 'opengive' ); ?></legend>
			<?php if ( count( $opengive_view->plain_gateways() ) < count( $opengive_view->gateways ) ) : ?>
				<noscript><p><?php esc_html_e( 'Card payments need JavaScript, which is off in this browser.', 'opengive' ); ?></p></noscript>
			<?php endif; ?>
			<?php foreach ( array_values( $opengive_view->plain_gateways() ) as $opengive_index => $opengive_option ) : ?>
				<label>
					<input type="radio" name="payment-mode" value="<?php echo esc_attr( $opengive_option->id() ); ?>" <?php checked( '' === $opengive_gateway ? 0 === $opengive_index : $opengive_gateway === $opengive_option->id() ); ?> />
					<?php echo esc_html( $opengive_option->label() ); ?>
				</label>
			<?php endforeach; ?>
		</fieldset>
		<?php if ( $opengive_settings->terms['enabled'] ) : ?>
			<?php $opengive_terms_page = \OpenGive\Settings\SitePages::url( 'terms_page' ); ?>
			<?php if ( '' === trim( $opengive_settings->terms['text'] ) && '' !== $opengive_terms_page ) : ?>
			<p class="wp-block-opengive-donation-form__terms-link"><a href="<?php echo esc_url( $opengive_terms_page ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Read the terms (opens in a new tab)', 'opengive' ); ?></a></p>
			<?php else : ?>
			<details class="wp-block-opengive-donation-form__terms-text">
				<summary><?php esc_html_e( 'Show terms', 'opengive' ); ?></summary>
				<?php echo wp_kses_post( wpautop( $opengive_settings->terms['text'] ) ); ?>
			</details>
			<?php endif; ?>
			<p class="wp-block-opengive-donation-form__field">
				<label><input type="checkbox" name="give_agree_to_terms" value="1" required <?php checked( $opengive_view->old_flag( 'termsAccepted' ) ); ?> /> <?php echo esc_html( '' !== $opengive_settings->terms['label'] ? $opengive_settings->terms['label'] : __( 'I agree to the terms', 'opengive' ) ); ?></label>
			</p>
		<?php endif; ?>
		<p class="wp-block-opengive-donation-form__hp" aria-hidden="true">
			<label><?php esc_html_e( 'Leave this field empty', 'opengive' ); ?>
				<input type="text" name="<?php echo esc_attr( \OpenGive\Donations\Actions\CreateDonation::HONEYPOT_FIELD ); ?>" value="" tabindex="-1" autocomplete="off" />
			</label>
		</p>
		<?php $opengive_hash = $opengive_view->form_hash(); ?>
		<input type="hidden" name="<?php echo esc_attr( \OpenGive\Forms\Security\FormHash::FIELD ); ?>" value="<?php echo esc_attr( $opengive_hash['hash'] ); ?>" data-time="<?php echo esc_attr( (string) $opengive_hash['time'] ); ?>" data-nonce-life="<?php echo esc_attr( (string) $opengive_hash['life'] ); ?>" />
		<input type="hidden" name="action" value="opengive_donate" />
		<input type="hidden" name="give-form-id" value="<?php echo esc_attr( (string) $opengive_form->id ); ?>" />
		<input type="hidden" name="give-form-id-prefix" value="<?php echo esc_attr( $opengive_view->id_prefix() ); ?>" />
		<input type="hidden" name="give-current-url" value="<?php echo esc_url( DonationFormViewModel::current_url() ); ?>" />
		<button type="submit" class="wp-block-opengive-donation-form__submit wp-element-button"><?php esc_html_e( 'Donate now', 'opengive' ); ?></button>
	</form>
<?php endif; ?>
</div>
