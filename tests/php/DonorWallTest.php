<?php
/**
 * The donor wall: attributes, one page per query, anonymity, moderation, truncation, load more.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\ConsentSettings;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\DonorWall\Ajax\GetDonorCommentsAction;
use OpenGive\DonorWall\Migrations\AddDonorWallColumns;
use OpenGive\DonorWall\ServiceProvider;
use OpenGive\DonorWall\WallAttributes;
use OpenGive\DonorWall\WallRenderer;
use OpenGive\DonorWall\WallRepository;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\OpenGiveException;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables; each test's gifts carry a campaign id of their own, and the wall is
 * filtered to it, so other rows never interfere.
 */
final class DonorWallTest extends TestCase {

	/**
	 * This test's campaign id.
	 *
	 * @var int
	 */
	private $campaign = 0;

	/**
	 * Cookies and consent settings before the test.
	 *
	 * @var array<string, mixed>
	 */
	private $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->campaign = 900000 + wp_rand( 1, 99999 );
		// No network lookups from tests: every named donor "has" a Gravatar.
		add_filter( 'opengive_donor_has_gravatar', '__return_true' );
		$this->saved = array(
			'cookie'  => $_COOKIE,
			'consent' => get_option( ConsentSettings::OPTION ),
		);
		// Gravatar is a preferences service: these tests are a visitor who allowed it unless they say otherwise.
		$_COOKIE['cmplz_preferences'] = 'allow';
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d", $this->campaign ) ); // phpcs:ignore WordPress.DB
		remove_filter( 'opengive_donor_has_gravatar', '__return_true' );
		$_COOKIE = $this->saved['cookie'];
		if ( false === $this->saved['consent'] ) {
			delete_option( ConsentSettings::OPTION );
		} else {
			update_option( ConsentSettings::OPTION, $this->saved['consent'] );
		}
		parent::tearDown();
	}

	public function test_attributes_are_bounded_and_read_under_givewp_names(): void {
		$atts = WallAttributes::parse(
			array(
				'number'         => '500',
				'paged'          => '-3',
				'columns'        => '9',
				'show_avatar'    => 'false',
				'only_comments'  => '1',
				'orderby'        => 'amount; DROP TABLE x',
				'order'          => 'asc',
				'comment_length' => 'abc',
				'readmore_text'  => '<b>More</b>',
			)
		);
		$this->assertSame( WallAttributes::MAX_PER_PAGE, $atts['donors_per_page'] );
		$this->assertSame( 1, $atts['paged'] );
		$this->assertSame( 'best-fit', $atts['columns'] );
		$this->assertFalse( $atts['show_avatar'] );
		$this->assertTrue( $atts['only_comments'] );
		$this->assertSame( 'post_date', $atts['orderby'] );
		$this->assertSame( 'ASC', $atts['order'] );
		$this->assertSame( 140, $atts['comment_length'] );
		$this->assertSame( 'More', $atts['readmore_text'] );

		$block = WallAttributes::from_block(
			array(
				'donorsPerPage' => 4,
				'campaignId'    => 12,
				'showName'      => false,
				'orderBy'       => 'donation_amount',
			)
		);
		$this->assertSame( 4, $block['donors_per_page'] );
		$this->assertSame( 12, $block['campaign_id'] );
		$this->assertFalse( $block['show_name'] );
		$this->assertSame( 'donation_amount', $block['orderby'] );
		// The string a "Load more" button carries reads back to the same attributes.
		$this->assertSame( $block, WallAttributes::from_string( WallAttributes::to_string( $block ) ) );
	}

	public function test_only_completed_live_gifts_show_page_by_page_with_remaining(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->gift( array( 'amount' => 1000 * $i, 'first_name' => "Live{$i}", 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 100 * $i ) ) );
		}
		$this->gift( array( 'first_name' => 'TestMode', 'mode' => 'test' ) );
		$this->gift( array( 'first_name' => 'Pending', 'status' => 'pending' ) );
		$this->gift( array( 'first_name' => 'Refunded', 'status' => 'refunded' ) );

		$atts  = $this->atts( array( 'donors_per_page' => 2 ) );
		$names = array();
		$pages = array();
		do {
			$page    = ( new WallRepository() )->page( $atts );
			$names   = array_merge( $names, wp_list_pluck( $page['rows'], 'first_name' ) );
			$pages[] = $page['remaining'];
			++$atts['paged'];
		} while ( $page['remaining'] );
		$this->assertSame( array( 'Live1', 'Live2', 'Live3', 'Live4', 'Live5' ), $names );
		$this->assertSame( array( true, true, false ), $pages );

		$by_amount = ( new WallRepository() )->page( $this->atts( array( 'orderby' => 'donation_amount', 'donors_per_page' => 3 ) ) );
		$this->assertSame( array( 'Live5', 'Live4', 'Live3' ), wp_list_pluck( $by_amount['rows'], 'first_name' ) );
	}

	public function test_the_wall_indexes_exist(): void {
		global $wpdb;
		$indexes = wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$wpdb->prefix}opengive_donations" ), 'Key_name' ); // phpcs:ignore WordPress.DB -- test introspection.
		foreach ( array_keys( AddDonorWallColumns::INDEXES ) as $name ) {
			$this->assertContains( $name, $indexes, $name );
		}
	}

	public function test_anonymous_gifts_reveal_no_name_company_avatar_or_email_hash(): void {
		$email = 'secret.' . wp_rand() . '@example.org';
		$this->gift(
			array(
				'first_name' => 'Secretfirst',
				'last_name'  => 'Secretlast',
				'company'    => 'Secret Co',
				'email'      => $email,
				'anonymous'  => true,
				'comment'    => 'A quiet gift.',
			)
		);
		$atts     = $this->atts( array( 'show_company_name' => true ) );
		$renderer = Plugin::container()->get( WallRenderer::class );
		$page     = $renderer->page( $atts );
		$html     = $renderer->wall( $atts ) . wp_json_encode( $page['items'] );
		$this->assertCount( 1, $page['items'] );
		$this->assertSame( 'Anonymous', $page['items'][0]['name'] );
		$this->assertNull( $page['items'][0]['avatar'] );
		$this->assertStringContainsString( 'A quiet gift.', $html );
		foreach ( array( 'Secretfirst', 'Secretlast', 'Secret Co', $email, md5( $email ), hash( 'sha256', $email ), 'gravatar' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $html, $secret );
		}
		// A wall that leaves anonymous gifts out shows none.
		$this->assertSame( array(), ( new WallRepository() )->page( $this->atts( array( 'anonymous' => false ) ) )['rows'] );
	}

	public function test_the_wall_prints_its_script_sentences_translated_with_one_plural_per_page_size(): void {
		for ( $i = 1; $i <= 4; $i++ ) {
			$this->gift( array( 'first_name' => "Texts{$i}" ) );
		}
		$renderer = Plugin::container()->get( WallRenderer::class );
		preg_match( '/data-texts="([^"]*)"/', $renderer->wall( $this->atts( array( 'donors_per_page' => 3 ) ) ), $found );
		$texts = json_decode( html_entity_decode( $found[1] ?? '' ), true );
		$this->assertSame( 'Close', $texts['close'] );
		$this->assertSame( 'More supporters could not be loaded. Please try again.', $texts['failed'] );
		$this->assertSame(
			array(
				1 => '1 more supporter shown.',
				2 => '2 more supporters shown.',
				3 => '3 more supporters shown.',
			),
			$texts['shown']
		);

		// Without "Load more" only the dialog's button label is needed.
		preg_match( '/data-texts="([^"]*)"/', $renderer->wall( $this->atts( array( 'donors_per_page' => 10 ) ) ), $found );
		$this->assertSame( array( 'close' => 'Close' ), json_decode( html_entity_decode( $found[1] ?? '' ), true ) );
	}

	public function test_named_donor_gets_an_avatar_at_twice_the_size_or_initials(): void {
		$this->gift( array( 'first_name' => 'Ada', 'last_name' => 'Lovelace', 'email' => 'ada.wall@example.org' ) );
		$atts = $this->atts( array( 'avatar_size' => 50 ) );
		$item = Plugin::container()->get( WallRenderer::class )->page( $atts )['items'][0];
		$this->assertStringContainsString( 's=100', (string) $item['avatar'] );
		$this->assertSame( 'AL', $item['initials'] );

		add_filter( 'opengive_donor_has_gravatar', '__return_false', 20 );
		$card = Plugin::container()->get( WallRenderer::class )->wall( $atts );
		remove_filter( 'opengive_donor_has_gravatar', '__return_false', 20 );
		$this->assertStringContainsString( '__avatar--initials', $card );
		$this->assertStringContainsString( '>AL</span>', $card );
		$this->assertStringNotContainsString( md5( 'ada.wall@example.org' ), $card );
	}

	public function test_the_wall_is_the_same_for_every_consent_cookie_and_loads_no_gravatar_itself(): void {
		ConsentSettings::update( array( 'banner_enabled' => true, 'default_region' => 'eu', 'region_header' => '' ) );
		$this->gift( array( 'first_name' => 'Grace', 'last_name' => 'Hopper', 'email' => 'grace.wall@example.org' ) );
		$atts     = $this->atts();
		$renderer = Plugin::container()->get( WallRenderer::class );
		$seen     = array();
		foreach ( array( null, 'deny', 'allow' ) as $cookie ) {
			unset( $_COOKIE['cmplz_preferences'] );
			if ( null !== $cookie ) {
				$_COOKIE['cmplz_preferences'] = $cookie;
			}
			$seen[ (string) $cookie ] = $renderer->wall( $atts ) . wp_json_encode( $renderer->page( $atts ) );
		}
		// A full-page cache may hand one visitor's copy to the next: every copy must be the same.
		$this->assertSame( $seen[''], $seen['deny'] );
		$this->assertSame( $seen[''], $seen['allow'] );
		// The browser is never told to fetch the avatar; the banner script restores it with consent.
		$this->assertDoesNotMatchRegularExpression( '#\ssrcs?e?t?="https?://[^"]*gravatar#', $seen[''] );
		$this->assertMatchesRegularExpression( '#<img class="[^"]*__avatar" alt="" width="60" height="60" loading="lazy" decoding="async" src="data:image/gif[^"]*" data-cmplz-src="https?://[^"]*gravatar\.com/avatar/[0-9a-f]{32,64}[^"]*" data-service="gravatar" data-category="preferences">#', $seen[''] );
	}

	public function test_load_more_cards_come_disarmed_too(): void {
		ConsentSettings::update( array( 'banner_enabled' => true, 'default_region' => 'eu', 'region_header' => '' ) );
		$this->gift( array( 'first_name' => 'Grace', 'last_name' => 'Hopper', 'email' => 'grace.wall@example.org' ) );
		$atts     = $this->atts();
		$renderer = Plugin::container()->get( WallRenderer::class );
		$cards    = $renderer->cards( $renderer->page( $atts )['items'], $atts );
		$this->assertStringContainsString( 'data-cmplz-src="', $cards );
		$this->assertDoesNotMatchRegularExpression( '#\ssrc="https?://[^"]*gravatar#', $cards );
	}

	public function test_with_the_banner_off_the_wall_shows_the_gravatar_without_any_cookie(): void {
		ConsentSettings::update( array( 'banner_enabled' => false ) );
		unset( $_COOKIE['cmplz_preferences'] );
		$this->gift( array( 'first_name' => 'Grace', 'last_name' => 'Hopper', 'email' => 'grace.wall@example.org' ) );
		$this->assertStringContainsString( 'gravatar.com/avatar/', Plugin::container()->get( WallRenderer::class )->wall( $this->atts() ) );
	}

	public function test_a_hidden_comment_leaves_the_wall_but_stays_on_the_gift(): void {
		$id = $this->gift( array( 'first_name' => 'Loud', 'comment' => 'Buy my product at spam.example' ) );
		$this->gift( array( 'first_name' => 'Kind', 'comment' => 'Thank you!' ) );
		$repository = new WallRepository();
		$this->assertTrue( $repository->set_comment_hidden( $id, true ) );
		$html = Plugin::container()->get( WallRenderer::class )->wall( $this->atts() );
		$this->assertStringNotContainsString( 'spam.example', $html );
		$this->assertStringContainsString( 'Loud', $html );
		$only = $repository->page( $this->atts( array( 'only_comments' => true ) ) );
		$this->assertSame( array( 'Kind' ), wp_list_pluck( $only['rows'], 'first_name' ) );
		$this->assertSame( 'Buy my product at spam.example', Plugin::container()->get( DonationRepository::class )->find( $id )->comment );
		$this->assertFalse( $repository->set_comment_hidden( 999999999, true ) );
	}

	/**
	 * @dataProvider excerpts
	 */
	public function test_comments_are_cut_at_a_word_with_an_ellipsis( string $comment, int $length, string $expected ): void {
		$this->assertSame( $expected, WallRenderer::excerpt( $comment, $length ) );
	}

	/**
	 * @return array<string, array{string, int, string}>
	 */
	public function excerpts(): array {
		return array(
			'fits: no excerpt'            => array( 'Short and sweet.', 140, '' ),
			'exactly the length'          => array( str_repeat( 'a', 20 ), 20, '' ),
			'cut at the last word'        => array( 'Keep the harbour light burning all winter long', 20, 'Keep the harbour…' ),
			'one long word is cut hard'   => array( str_repeat( 'x', 30 ), 10, str_repeat( 'x', 10 ) . '…' ),
			'multibyte counts characters' => array( 'Ça va très bien, merci à vous tous', 12, 'Ça va très…' ),
			'trailing comma dropped'      => array( 'Light, warmth, hope and more', 14, 'Light, warmth…' ),
		);
	}

	public function test_load_more_answers_the_spec_shape_and_moves_the_page_on(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->gift( array( 'first_name' => "Card{$i}", 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 100 * $i ) ) );
		}
		$action = new GetDonorCommentsAction( Plugin::container()->get( WallRenderer::class ) );
		$second = $action->next_page( WallAttributes::to_string( $this->atts( array( 'donors_per_page' => 1 ) ) ) );
		$this->assertSame( array( 'html', 'shortcode', 'remaining' ), array_keys( $second ) );
		$this->assertStringContainsString( 'Card2', $second['html'] );
		$this->assertStringNotContainsString( 'Card1', $second['html'] );
		$this->assertSame( 1, $second['remaining'] );
		$third = $action->next_page( $second['shortcode'] );
		$this->assertStringContainsString( 'Card3', $third['html'] );
		$this->assertSame( 0, $third['remaining'] );
	}

	public function test_donor_names_are_h2_by_default_at_the_blocks_level_and_stay_so_on_load_more(): void {
		for ( $i = 1; $i <= 2; $i++ ) {
			$this->gift( array( 'first_name' => "Level{$i}", 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 100 * $i ) ) );
		}
		$renderer = Plugin::container()->get( WallRenderer::class );
		$default  = $this->atts();
		$this->assertMatchesRegularExpression( '#<h2 class="wp-block-opengive-donor-wall__name">Level1 #', $renderer->cards( $renderer->page( $default )['items'], $default ), 'right under the page title: no level skipped' );

		$block = array_merge( $default, WallAttributes::from_block( array( 'headingLevel' => 4, 'donorsPerPage' => 1, 'campaignId' => $this->campaign ) ) );
		$this->assertMatchesRegularExpression( '#<h4 class="wp-block-opengive-donor-wall__name">Level1 .*</h4>#s', $renderer->cards( $renderer->page( $block )['items'], $block ) );
		$second = ( new GetDonorCommentsAction( $renderer ) )->next_page( WallAttributes::to_string( $block ) );
		$this->assertMatchesRegularExpression( '#<h4 class="wp-block-opengive-donor-wall__name">Level2 #', $second['html'], 'the next page keeps the level' );
		$this->assertSame( array( 2, 6 ), array( WallAttributes::parse( array( 'heading_level' => '1' ) )['heading_level'], WallAttributes::parse( array( 'heading_level' => '9' ) )['heading_level'] ), 'bounded to H2-H6' );
	}

	/**
	 * One page from the REST twin.
	 *
	 * @param string $shortcode Attribute string.
	 * @param int    $page      Page number.
	 */
	private static function rest_page( string $shortcode, int $page = 1 ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/donor-wall' );
		$request->set_query_params(
			array(
				'shortcode' => $shortcode,
				'page'      => $page,
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * The error code load more answers for an attribute string ('' when it answers a page).
	 *
	 * @param string $shortcode Attribute string.
	 */
	private static function load_more_refusal( string $shortcode ): string {
		try {
			( new GetDonorCommentsAction( Plugin::container()->get( WallRenderer::class ) ) )->next_page( $shortcode );
		} catch ( OpenGiveException $refused ) {
			return $refused->error_code() . ' ' . $refused->status();
		}
		return '';
	}

	public function test_options_the_wall_did_not_sign_are_refused_so_a_visitor_cannot_reveal_hidden_company_names(): void {
		$this->gift( array( 'first_name' => 'Hidden', 'company' => 'Secret Corp', 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 100 ) ) );
		$this->gift( array( 'first_name' => 'Second', 'company' => 'Secret Corp' ) );
		// The owner's wall: one card a page, company names hidden. Its Load more button carries this.
		$signed = WallAttributes::to_string( $this->atts( array( 'donors_per_page' => 1, 'show_company_name' => false ) ) );
		$forged = str_replace( 'show_company_name%3D0', 'show_company_name%3D1', $signed );
		$bigger = str_replace( 'donors_per_page%3D1', 'donors_per_page%3D100', $signed );
		$plain  = rawurlencode( 'campaign_id=' . $this->campaign . '&show_company_name=1' );

		$this->assertNotSame( $signed, $forged );
		$this->assertNotSame( $signed, $bigger );
		foreach ( array( $forged, $bigger, $plain, '' ) as $refused ) {
			$response = self::rest_page( $refused );
			$this->assertSame( 400, $response->get_status(), rawurldecode( $refused ) );
			$this->assertSame( 'opengive_wall_unsigned', $response->get_data()['code'] ?? null );
			$this->assertStringNotContainsString( 'Secret Corp', (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( 'opengive_wall_unsigned 400', self::load_more_refusal( $refused ), rawurldecode( $refused ) );
		}
	}

	public function test_a_visitor_may_page_through_a_signed_wall(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->gift( array( 'first_name' => "Paged{$i}", 'company' => 'Secret Corp', 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 100 * $i ) ) );
		}
		$signed = WallAttributes::to_string( $this->atts( array( 'donors_per_page' => 1 ) ) );
		$third  = str_replace( 'paged%3D1', 'paged%3D2', $signed );

		$page = self::rest_page( $signed, 2 );
		$next = ( new GetDonorCommentsAction( Plugin::container()->get( WallRenderer::class ) ) )->next_page( $third );

		$this->assertNotSame( $signed, $third );
		$this->assertSame( 200, $page->get_status() );
		$this->assertStringContainsString( 'Paged2', $page->get_data()['html'] );
		$this->assertStringNotContainsString( 'Secret Corp', $page->get_data()['html'] );
		$this->assertStringContainsString( 'Paged3', $next['html'] );
		$this->assertSame( '', self::load_more_refusal( $next['shortcode'] ), 'the string load more hands back stays signed' );
	}

	public function test_shortcode_renders_the_same_wall(): void {
		$this->gift( array( 'first_name' => 'Shortcoded' ) );
		// What WordPress calls for [give_donor_wall campaign_id="…" donors_per_page="5"] (shortcode_parse_atts' output).
		$html = ServiceProvider::render_shortcode( shortcode_parse_atts( 'campaign_id="' . $this->campaign . '" donors_per_page="5"' ) );
		$this->assertStringContainsString( 'wp-block-opengive-donor-wall__card', $html );
		$this->assertStringContainsString( 'Shortcoded', $html );
	}

	/**
	 * Attributes filtered to this test's gifts.
	 *
	 * @param array<string, mixed> $atts Overrides.
	 * @return array<string, mixed>
	 */
	private function atts( array $atts = array() ): array {
		return WallAttributes::parse( array_merge( array( 'campaign_id' => $this->campaign ), $atts ) );
	}

	/**
	 * Inserts a completed live gift in this test's campaign.
	 *
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( array $fields = array() ): int {
		$donation = TestGift::make(
			array_merge(
				array(
					'form_id'     => 1,
					'campaign_id' => $this->campaign,
					'donor_id'    => 3,
					'amount'      => 2500,
					'first_name'  => 'Named',
					'last_name'   => 'Donor',
					'email'       => 'wall.phpunit@example.org',
					'created_at'  => gmdate( 'Y-m-d H:i:s' ),
				),
				$fields
			)
		);
		return Plugin::container()->get( DonationRepository::class )->insert( $donation )->id;
	}
}
