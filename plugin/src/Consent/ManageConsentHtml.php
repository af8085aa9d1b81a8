<?php
/**
 * The manage-consent container's HTML (GET consent/manage_consent_html): each category with its
 * description and a switch, the services with theirs, and the privacy policy link. The banner
 * script wires the switches after inserting it.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the manage-consent area.
 */
final class ManageConsentHtml {

	/**
	 * The HTML (every value escaped).
	 */
	public static function render(): string {
		$settings   = ConsentSettings::all();
		$categories = (array) $settings['categories'];
		$html       = '<section class="cmplz-manage-consent-area" aria-labelledby="cmplz-manage-consent-title">';
		$html      .= '<h2 id="cmplz-manage-consent-title">' . esc_html( $settings['texts']['title'] ) . '</h2>';
		$html      .= '<ul class="cmplz-manage-consent-categories">';
		foreach ( Contract::categories() as $category ) {
			$always = 'functional' === $category;
			$html  .= sprintf(
				'<li><label><input type="checkbox" class="cmplz-consent-checkbox" data-category="%1$s"%2$s> <strong>%3$s</strong></label><p>%4$s</p>%5$s</li>',
				esc_attr( $category ),
				$always ? ' checked disabled' : '',
				esc_html( $categories[ $category ]['label'] ),
				esc_html( $categories[ $category ]['description'] ),
				self::services( $settings, $category )
			);
		}
		$html .= '</ul>';
		$html .= '<p><button type="button" class="cmplz-btn cmplz-save-preferences">' . esc_html( $settings['texts']['save'] ) . '</button></p>';
		if ( '' !== $settings['privacy_policy_url'] ) {
			$html .= '<p><a href="' . esc_url( $settings['privacy_policy_url'] ) . '">' . esc_html__( 'Privacy policy', 'opengive' ) . '</a></p>';
		}
		return $html . '</section>';
	}

	/**
	 * The services of one category, each with its own switch (functional ones show their reason).
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $category Category.
	 */
	private static function services( array $settings, string $category ): string {
		$items = '';
		foreach ( (array) $settings['services'] as $service ) {
			if ( $service['category'] !== $category ) {
				continue;
			}
			if ( 'functional' === $category ) {
				$items .= sprintf( '<li>%1$s%2$s</li>', esc_html( $service['name'] ), '' !== $service['reason'] ? ': ' . esc_html( $service['reason'] ) : '' );
				continue;
			}
			$items .= sprintf(
				'<li><label><input type="checkbox" class="cmplz-consent-service" data-service="%1$s" data-category="%2$s"> %3$s</label></li>',
				esc_attr( $service['slug'] ),
				esc_attr( $category ),
				esc_html( $service['name'] )
			);
		}
		return '' === $items ? '' : '<ul class="cmplz-manage-consent-services">' . $items . '</ul>';
	}
}
