<?php
/**
 * The choices of a select whose list is the site's own (pages) or a shared data file's (countries,
 * currencies): `options_from` in plugin/data/site-settings.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Support\Address\AddressRules;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * One list per source, value => label; the screen draws it and a write must pick from it.
 */
final class SettingChoices {

	/** Most pages offered: a charity site has tens; past this the list is cut, newest kept. */
	const MAX_PAGES = 500;

	/**
	 * The choices of a source.
	 *
	 * @param string $source countries, currencies or pages.
	 * @return array<string, string> Value => label.
	 */
	public static function of( string $source ): array {
		switch ( $source ) {
			case 'countries':
				return array( '' => __( '— Not set —', 'opengive' ) ) + AddressRules::countries();
			case 'currencies':
				$choices = array();
				foreach ( Currency::codes() as $code => $symbol ) {
					$choices[ $code ] = $symbol === $code ? $code : $code . ' (' . $symbol . ')';
				}
				return $choices;
			case 'pages':
				return array( '0' => __( '— None —', 'opengive' ) ) + self::pages();
		}
		return array();
	}

	/**
	 * Whether a value is one of a source's choices.
	 *
	 * @param string $source Source.
	 * @param mixed  $value  Value sent.
	 */
	public static function allows( string $source, $value ): bool {
		return is_scalar( $value ) && array_key_exists( (string) $value, self::of( $source ) );
	}

	/**
	 * Published pages by id, newest first.
	 *
	 * @return array<string, string>
	 */
	private static function pages(): array {
		$pages = get_posts(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'posts_per_page' => self::MAX_PAGES,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'no_found_rows'  => true,
			)
		);
		$choices = array();
		foreach ( $pages as $page ) {
			$title = '' !== $page->post_title ? $page->post_title : __( '(no title)', 'opengive' );
			/* translators: 1: page title, 2: page id. */
			$choices[ (string) $page->ID ] = sprintf( __( '%1$s (#%2$d)', 'opengive' ), $title, $page->ID );
		}
		return $choices;
	}
}
