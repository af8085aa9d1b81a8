<?php
/**
 * The banner on public pages: Consent Mode v2 defaults first in <head> (before any tag), the
 * configuration, the banner and manage-consent button markup (fixed, hidden until the script decides:
 * no layout shift) and the deferred banner script and its style in the footer (nothing blocks
 * rendering).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

use OpenGive\Embed\FormLocale;

defined( 'ABSPATH' ) || exit;

/**
 * Prints and enqueues the banner.
 */
final class Frontend {

	const HANDLE = 'opengive-consent-banner';

	/**
	 * The placeholders' layout, inline in <head> so it applies at first paint (the banner's stylesheet
	 * loads in the footer: content painted before it arrives would move, CLS). A blocked frame sits in
	 * a box of its own ratio (OpenGive\Consent\FrameBox; 16:9 otherwise) that the notice and, after
	 * consent, the frame fill; the accept buttons have their final size from the start.
	 */
	const CRITICAL_CSS = '.cmplz-blocked-content-container{position:relative;box-sizing:border-box;width:100%;aspect-ratio:16/9;background:#eee}'
		. '.cmplz-blocked-content-container iframe{position:absolute;inset:0;box-sizing:border-box;width:100%;height:100%}'
		. '.cmplz-blocked-content-container:not(.cmplz-activated) iframe{visibility:hidden}'
		. '.cmplz-blocked-content-notice{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:1rem;text-align:center}'
		. '.cmplz-accept-service,.wp-block-opengive-consent-area__accept{padding:.6rem 1rem;border:2px solid #1d4ed8;font:inherit;font-weight:600}';

	/**
	 * Hooks.
	 */
	public static function boot(): void {
		add_action(
			'wp',
			static function () {
				if ( ! ConsentSettings::enabled() || is_admin() ) {
					return;
				}
				add_action( 'wp_head', array( self::class, 'head' ), 1 );
				// A form view is what the embed, grid and campaign frames show inside another page,
				// whose own banner governs: a second banner in the frame covered the Donate button.
				// The defaults above stay, so nothing that needs consent runs in the frame without it.
				if ( ! FormLocale::is_form_view( wp_unslash( $_GET ) ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which page this is, nothing is changed.
					add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
					add_action( 'wp_footer', array( self::class, 'footer' ), 5 );
				}
			}
		);
	}

	/**
	 * The configuration the banner script reads (window.opengiveConsent).
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		$settings = ConsentSettings::all();
		$region   = CurrentVisitor::region();
		$services = array();
		$patterns = array();
		foreach ( (array) $settings['services'] as $service ) {
			$services[ $service['slug'] ] = $service['category'];
		}
		foreach ( Blocker::blockable( (array) $settings['services'] ) as $service ) {
			$patterns[ $service['slug'] ] = array_values( (array) $service['patterns'] );
		}
		return array(
			'api'             => esc_url_raw( rest_url( 'opengive/v1/consent/' ) ),
			'region'          => $region['region'],
			'consentType'     => $region['consentType'],
			// With a country header the page may come from a cache made for another visitor: ask.
			'geoip'           => '' !== (string) $settings['region_header'],
			'version'         => OPENGIVE_VERSION,
			'bannerVersion'   => (int) $settings['banner_version'],
			'policyId'        => (int) $settings['policy_id'],
			'dismissOnScroll' => (bool) $settings['dismiss_on_scroll'],
			'dismissTimeout'  => (int) $settings['dismiss_timeout_ms'],
			'expiryDays'      => (int) $settings['cookie_expiry_days'],
			'storeConsent'    => (bool) $settings['store_consent'],
			'cleanCookies'    => (bool) $settings['clean_cookies'],
			'respectDnt'      => (bool) $settings['respect_dnt'],
			'services'        => (object) $services,
			'patterns'        => (object) $patterns,
			'locale'          => determine_locale(),
			'placeholder'     => (string) $settings['texts']['placeholder'],
			'acceptAndShow'   => (string) $settings['texts']['accept_and_show'],
		);
	}

	/**
	 * Consent Mode v2 defaults, before any tag: read from the consent cookies in the browser (so a
	 * cached page is right for everyone), denied where consent is missing in opt-in regions.
	 */
	public static function head(): void {
		$config = self::config();
		$js     = 'window.opengiveConsent=' . wp_json_encode( $config ) . ';'
			. 'window.wp_fallback_consent_type=window.wp_consent_type=' . wp_json_encode( $config['consentType'] ) . ';'
			. '(function(c){var d=document.cookie,n=navigator,p=/(?:^|;\s*)cmplz_policy_id=([^;]*)/.exec(d),'
			. 'x=c.respectDnt&&(n.doNotTrack==="1"||n.globalPrivacyControl===true),'
			. 'stale=p&&parseInt(p[1],10)!==c.policyId;'
			. 'function g(k){var m=new RegExp("(?:^|;\\\\s*)cmplz_"+k+"=([^;]*)").exec(d),v=m?m[1]:"";'
			. 'if(stale)return"denied";if(v==="allow")return"granted";if(v==="deny"||x)return"denied";'
			. 'return c.consentType==="optin"?"denied":"granted";}'
			. 'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};'
			. 'var m=g("marketing");'
			. 'window.gtag("consent","default",{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:g("statistics"),'
			. 'functionality_storage:"granted",personalization_storage:g("preferences"),security_storage:"granted",wait_for_update:500});'
			. 'window.gtag("set","ads_data_redaction",m==="denied");})(window.opengiveConsent);';
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON from wp_json_encode and fixed code.
		echo '<script id="opengive-consent-defaults">' . $js . "</script>\n";
		echo '<style id="opengive-consent-critical">' . self::CRITICAL_CSS . "</style>\n";
	}

	/**
	 * The deferred banner script and its style (printed in the footer).
	 */
	public static function enqueue(): void {
		$asset_file = OPENGIVE_DIR . '/build/consent/banner.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/consent/banner.js', OPENGIVE_FILE ),
			array(),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
	}

	/**
	 * The banner and the manage-consent button, hidden until the script shows one of them. Fixed
	 * position, so showing them moves nothing on the page.
	 */
	public static function footer(): void {
		if ( is_readable( OPENGIVE_DIR . '/build/consent/banner.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/consent/banner.css', OPENGIVE_FILE ), array(), OPENGIVE_VERSION );
		}
		$settings   = ConsentSettings::all();
		$texts      = (array) $settings['texts'];
		$categories = (array) $settings['categories'];
		?>
<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" role="dialog" aria-modal="false" aria-labelledby="cmplz-title" aria-describedby="cmplz-message" hidden>
	<div class="cmplz-header">
		<h2 id="cmplz-title" class="cmplz-title"><?php echo esc_html( $texts['title'] ); ?></h2>
		<button type="button" class="cmplz-close" aria-label="<?php echo esc_attr( $texts['close'] ); ?>">&times;</button>
	</div>
	<p id="cmplz-message" class="cmplz-message"><?php echo esc_html( $texts['message'] ); ?>
		<?php if ( '' !== $settings['privacy_policy_url'] ) : ?>
			<a href="<?php echo esc_url( $settings['privacy_policy_url'] ); ?>"><?php esc_html_e( 'Privacy policy', 'opengive' ); ?></a>
		<?php endif; ?>
	</p>
	<div id="cmplz-categories" class="cmplz-categories" hidden>
		<?php foreach ( Contract::categories() as $category ) : ?>
			<div class="cmplz-category">
				<input type="checkbox" role="switch" id="cmplz-<?php echo esc_attr( $category ); ?>" class="cmplz-consent-checkbox" data-category="<?php echo esc_attr( $category ); ?>" aria-describedby="cmplz-<?php echo esc_attr( $category ); ?>-description"<?php echo 'functional' === $category ? ' checked disabled' : ''; ?>>
				<label class="cmplz-label" for="cmplz-<?php echo esc_attr( $category ); ?>"><span class="cmplz-slider" aria-hidden="true"></span><?php echo esc_html( $categories[ $category ]['label'] ); ?></label>
				<p id="cmplz-<?php echo esc_attr( $category ); ?>-description" class="cmplz-description"><?php echo esc_html( $categories[ $category ]['description'] ); ?></p>
			</div>
		<?php endforeach; ?>
	</div>
	<div class="cmplz-buttons">
		<button type="button" class="cmplz-btn cmplz-accept"><?php echo esc_html( $texts['accept'] ); ?></button>
		<button type="button" class="cmplz-btn cmplz-deny"><?php echo esc_html( $texts['deny'] ); ?></button>
		<button type="button" class="cmplz-btn cmplz-view-preferences" aria-expanded="false" aria-controls="cmplz-categories"><?php echo esc_html( $texts['view_preferences'] ); ?></button>
		<button type="button" class="cmplz-btn cmplz-save-preferences" hidden><?php echo esc_html( $texts['save'] ); ?></button>
	</div>
</div>
<button type="button" id="cmplz-manage-consent" class="cmplz-manage-consent" hidden><?php echo esc_html( $texts['manage_consent'] ); ?></button>
		<?php
	}
}
