<?php
/**
 * The donor wall's settings, read from block attributes, shortcode attributes or the attribute
 * string that travels with "Load more".
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall;

use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * One normalised, bounded set of settings under GiveWP's shortcode names (donors_per_page, form_id,
 * show_avatar ...). The attribute string comes back from visitors' browsers, so every value is
 * clamped or picked from a list here, and the string is signed: the owner's settings (what a card
 * shows, how many a page, which form) bind the server, and a visitor may change only the page.
 */
final class WallAttributes {

	const MAX_PER_PAGE = 100;

	/**
	 * The attribute string's signature parameter.
	 */
	const SIGNATURE = 'sig';

	/**
	 * Block attribute (camelCase) => shortcode attribute (GiveWP's name).
	 */
	const BLOCK_NAMES = array(
		'donorsPerPage'   => 'donors_per_page',
		'formId'          => 'form_id',
		'campaignId'      => 'campaign_id',
		'columns'         => 'columns',
		'anonymous'       => 'anonymous',
		'showAvatar'      => 'show_avatar',
		'showName'        => 'show_name',
		'showCompanyName' => 'show_company_name',
		'showTotal'       => 'show_total',
		'showTime'        => 'show_time',
		'showComments'    => 'show_comments',
		'onlyComments'    => 'only_comments',
		'commentLength'   => 'comment_length',
		'readMoreText'    => 'readmore_text',
		'loadMoreText'    => 'loadmore_text',
		'avatarSize'      => 'avatar_size',
		'headingLevel'    => 'heading_level',
		'orderBy'         => 'orderby',
		'order'           => 'order',
	);

	const BOOLEANS = array( 'anonymous', 'show_avatar', 'show_name', 'show_company_name', 'show_total', 'show_time', 'show_comments', 'only_comments' );

	/**
	 * GiveWP's defaults (20 per page there; 12 fills 1, 2, 3 and 4 columns evenly).
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'donors_per_page'   => 12,
			'form_id'           => 0,
			'campaign_id'       => 0,
			'paged'             => 1,
			'columns'           => 'best-fit',
			'anonymous'         => true,
			'show_avatar'       => true,
			'show_name'         => true,
			'show_company_name' => false,
			'show_total'        => true,
			'show_time'         => true,
			'show_comments'     => true,
			'only_comments'     => false,
			'comment_length'    => 140,
			'readmore_text'     => __( 'Read more', 'opengive' ),
			'loadmore_text'     => __( 'Load more', 'opengive' ),
			'avatar_size'       => 60,
			'heading_level'     => 2,
			'orderby'           => 'post_date',
			'order'             => 'DESC',
		);
	}

	/**
	 * The attributes of a signed string, or the refusal a visitor's request gets.
	 *
	 * @param string $encoded Attribute string.
	 * @return array<string, mixed>
	 * @throws OpenGiveException 400 when the wall did not sign it.
	 */
	public static function signed( string $encoded ): array {
		$atts = self::from_string( $encoded );
		if ( null === $atts ) {
			throw new OpenGiveException( 'opengive_wall_unsigned', __( 'These supporters could not be loaded: the wall\'s settings did not come from this page. Please reload it.', 'opengive' ), 400 );
		}
		return $atts;
	}

	/**
	 * From block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function from_block( array $attributes ): array {
		$atts = array();
		foreach ( self::BLOCK_NAMES as $block => $shortcode ) {
			if ( array_key_exists( $block, $attributes ) ) {
				$atts[ $shortcode ] = $attributes[ $block ];
			}
		}
		return self::parse( $atts );
	}

	/**
	 * From the attribute string a "Load more" button carries (rawurlencoded http_build_query, as GiveWP);
	 * null unless the wall signed it. The signature covers every setting but the page: a visitor who
	 * asks for company names or a hundred cards on a wall that shows neither gets nothing.
	 *
	 * @param string $encoded Attribute string.
	 * @return array<string, mixed>|null
	 */
	public static function from_string( string $encoded ): ?array {
		$raw = array();
		wp_parse_str( rawurldecode( $encoded ), $raw );
		$atts = self::parse( $raw );
		$sent = $raw[ self::SIGNATURE ] ?? '';
		return is_string( $sent ) && hash_equals( self::signature( $atts ), $sent ) ? $atts : null;
	}

	/**
	 * The signed attribute string for a "Load more" button.
	 *
	 * @param array<string, mixed> $atts Parsed attributes.
	 */
	public static function to_string( array $atts ): string {
		$plain                    = self::plain( $atts );
		$plain[ self::SIGNATURE ] = self::signature( $atts );
		return rawurlencode( http_build_query( $plain, '', '&', PHP_QUERY_RFC3986 ) );
	}

	/**
	 * The HMAC of the settings, the page left out (the server's secret salt: no visitor can make one).
	 * Made from the parsed values, so the signer and the checker read the same normalised settings.
	 *
	 * @param array<string, mixed> $atts Parsed attributes.
	 */
	private static function signature( array $atts ): string {
		$settings = array_intersect_key( self::plain( $atts ), self::defaults() );
		unset( $settings['paged'] );
		ksort( $settings );
		return hash_hmac( 'sha256', 'opengive-donor-wall|' . http_build_query( $settings, '', '&', PHP_QUERY_RFC3986 ), wp_salt( 'nonce' ) );
	}

	/**
	 * Values as strings (booleans as 1 and 0), as the attribute string carries them.
	 *
	 * @param array<string, mixed> $atts Parsed attributes.
	 * @return array<string, string>
	 */
	private static function plain( array $atts ): array {
		$plain = array();
		foreach ( $atts as $key => $value ) {
			$plain[ $key ] = is_bool( $value ) ? ( $value ? '1' : '0' ) : (string) $value;
		}
		return $plain;
	}

	/**
	 * Shortcode attributes (GiveWP's names; 'number' is GiveWP's older name for donors_per_page)
	 * to the bounded settings.
	 *
	 * @param array<string, mixed>|string $atts Attributes ('' when the shortcode has none).
	 * @return array<string, mixed>
	 */
	public static function parse( $atts ): array {
		$atts = is_array( $atts ) ? $atts : array();
		if ( isset( $atts['number'] ) && ! isset( $atts['donors_per_page'] ) ) {
			$atts['donors_per_page'] = $atts['number'];
		}
		$defaults = self::defaults();
		$out      = array();
		foreach ( $defaults as $key => $default ) {
			$value = array_key_exists( $key, $atts ) && ! is_array( $atts[ $key ] ) && ! is_object( $atts[ $key ] ) ? $atts[ $key ] : $default;
			if ( in_array( $key, self::BOOLEANS, true ) ) {
				$bool        = is_bool( $value ) ? $value : filter_var( (string) $value, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
				$out[ $key ] = null === $bool ? (bool) $default : $bool;
				continue;
			}
			$out[ $key ] = $value;
		}
		$out['donors_per_page'] = self::bounded( $out['donors_per_page'], 1, self::MAX_PER_PAGE, 12 );
		$out['form_id']         = self::bounded( $out['form_id'], 0, PHP_INT_MAX, 0 );
		$out['campaign_id']     = self::bounded( $out['campaign_id'], 0, PHP_INT_MAX, 0 );
		$out['paged']           = self::bounded( $out['paged'], 1, 100000, 1 );
		$out['comment_length']  = self::bounded( $out['comment_length'], 10, 2000, 140 );
		$out['avatar_size']     = self::bounded( $out['avatar_size'], 16, 200, 60 );
		$out['heading_level']   = self::bounded( $out['heading_level'], 2, 6, 2 );
		$out['columns']         = in_array( (string) $out['columns'], array( 'best-fit', '1', '2', '3', '4' ), true ) ? (string) $out['columns'] : 'best-fit';
		// GiveWP's 'post_date' and this block's 'donation_date' mean the same.
		$out['orderby'] = 'donation_amount' === $out['orderby'] ? 'donation_amount' : 'post_date';
		$out['order']   = 'ASC' === strtoupper( (string) $out['order'] ) ? 'ASC' : 'DESC';
		foreach ( array( 'readmore_text', 'loadmore_text' ) as $text ) {
			$clean        = trim( sanitize_text_field( (string) $out[ $text ] ) );
			$out[ $text ] = '' === $clean ? $defaults[ $text ] : mb_substr( $clean, 0, 60 );
		}
		return $out;
	}

	/**
	 * An integer within bounds, or the fallback when the value is not a plain integer.
	 *
	 * @param mixed $value    Value.
	 * @param int   $min      Minimum.
	 * @param int   $max      Maximum.
	 * @param int   $fallback When not an integer.
	 */
	private static function bounded( $value, int $min, int $max, int $fallback ): int {
		if ( is_int( $value ) ) {
			return max( $min, min( $max, $value ) );
		}
		if ( ! is_string( $value ) || ! preg_match( '/^\d{1,9}$/', trim( $value ) ) ) {
			return $fallback;
		}
		return max( $min, min( $max, (int) trim( $value ) ) );
	}
}
