<?php
/**
 * The PHP side of tests/fixtures/consent/decisions.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\Contract;
use OpenGive\Consent\Decisions;
use OpenGive\Consent\Regions;
use OpenGive\Consent\Visitor;
use PHPUnit\Framework\TestCase;

/**
 * Server-rendered content obeys the same consent answers as the banner (src/consent), row for row.
 */
final class ConsentDecisionsTest extends TestCase {

	/**
	 * The fixture's context in the PHP twin's keys.
	 *
	 * @param array<string, mixed> $context Fixture context.
	 * @return array<string, mixed>
	 */
	private static function context( array $context ): array {
		return array(
			'is_bot'            => $context['isBot'],
			'dnt_or_gpc'        => $context['dntOrGpc'],
			'consent_type'      => $context['consentType'],
			'current_policy_id' => $context['currentPolicyId'],
		);
	}

	/**
	 * Rows of one table, keyed by name.
	 *
	 * @param string $table Table name.
	 * @return array<string, array{array<string, mixed>}>
	 */
	private static function rows( string $table ): array {
		$rows = array();
		foreach ( Fixtures::load( 'consent/decisions' )[ $table ] as $row ) {
			$rows[ $row['name'] ] = array( $row );
		}
		return $rows;
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function consent_rows(): array {
		return self::rows( 'hasConsent' );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function service_rows(): array {
		return self::rows( 'hasServiceConsent' );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function region_rows(): array {
		return self::rows( 'regions' );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function user_agent_rows(): array {
		return self::rows( 'userAgents' );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function dnt_rows(): array {
		return self::rows( 'doNotTrack' );
	}

	/**
	 * @dataProvider consent_rows
	 *
	 * @param array<string, mixed> $row Fixture row.
	 */
	public function test_category_consent_matches_the_banner( array $row ): void {
		$this->assertSame( $row['expected'], Decisions::has_consent( $row['category'], $row['cookies'], self::context( $row['context'] ) ) );
	}

	/**
	 * @dataProvider service_rows
	 *
	 * @param array<string, mixed> $row Fixture row.
	 */
	public function test_service_consent_matches_the_banner( array $row ): void {
		$this->assertSame( $row['expected'], Decisions::has_service_consent( $row['service'], $row['category'], $row['cookies'], self::context( $row['context'] ) ) );
	}

	/**
	 * @dataProvider region_rows
	 *
	 * @param array<string, mixed> $row Fixture row.
	 */
	public function test_region_and_consent_type_match_the_banner( array $row ): void {
		$input = $row['input'];
		$this->assertSame(
			$row['expected'],
			Regions::resolve(
				array(
					'query_region'   => isset( $input['queryRegion'] ) ? $input['queryRegion'] : null,
					'country'        => isset( $input['country'] ) ? $input['country'] : null,
					'default_region' => isset( $input['defaultRegion'] ) ? $input['defaultRegion'] : null,
					'regions'        => isset( $input['regions'] ) ? $input['regions'] : null,
				)
			)
		);
	}

	/**
	 * @dataProvider user_agent_rows
	 *
	 * @param array<string, mixed> $row Fixture row.
	 */
	public function test_bots_match_the_banner( array $row ): void {
		$this->assertSame( array( $row['bot'], $row['speedBot'] ), array( Visitor::is_bot( $row['userAgent'] ), Visitor::is_speed_bot( $row['userAgent'] ) ) );
	}

	/**
	 * @dataProvider dnt_rows
	 *
	 * @param array<string, mixed> $row Fixture row.
	 */
	public function test_do_not_track_matches_the_banner( array $row ): void {
		$this->assertSame( $row['expected'], Visitor::dnt_or_gpc( $row['doNotTrack'], $row['globalPrivacyControl'], $row['respect'] ) );
	}

	/**
	 * Allowing statistics also allows anonymous statistics; denying leaves it alone.
	 */
	public function test_allowing_statistics_also_allows_anonymous_statistics(): void {
		$this->assertSame(
			array(
				array(
					'category' => 'statistics',
					'value'    => 'allow',
				),
				array(
					'category' => 'statistics-anonymous',
					'value'    => 'allow',
				),
			),
			Decisions::linked_consents( 'statistics', 'allow' )
		);
		$this->assertSame(
			array(
				array(
					'category' => 'statistics',
					'value'    => 'deny',
				),
			),
			Decisions::linked_consents( 'statistics', 'deny' )
		);
	}

	/**
	 * A request's headers become the context: Sec-GPC: 1 denies the opt-out default, a crawler consents.
	 */
	public function test_request_headers_become_the_decision_context(): void {
		$gpc = Visitor::context(
			array(
				'HTTP_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
				'HTTP_SEC_GPC'    => '1',
			),
			'optout',
			3,
			true
		);
		$this->assertSame(
			array(
				'is_bot'            => false,
				'dnt_or_gpc'        => true,
				'consent_type'      => 'optout',
				'current_policy_id' => 3,
			),
			$gpc
		);
		$this->assertFalse( Decisions::has_consent( 'statistics', array(), $gpc ) );
		$this->assertTrue( Decisions::has_consent( 'statistics', array(), Visitor::context( array( 'HTTP_SEC_GPC' => '1' ), 'optout', 3, false ) ) );

		$bot = Visitor::context( array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (compatible; Googlebot/2.1)' ), 'optin', 3, true );
		$this->assertTrue( Decisions::has_consent( 'marketing', array( 'cmplz_marketing' => 'deny' ), $bot ) );
		$this->assertFalse( Decisions::has_consent( 'marketing', array( 'cmplz_marketing' => 'deny' ), Visitor::context( array(), 'optin', 3, true ) ) );
	}

	/**
	 * The contract file the browser reads is the one the server reads.
	 */
	public function test_the_contract_names_the_cookies_the_banner_writes(): void {
		$this->assertSame( array( 'functional', 'preferences', 'statistics', 'marketing' ), Contract::categories() );
		$this->assertSame( 'cmplz_marketing', Contract::cookie_name( 'marketing' ) );
		$this->assertSame( 'cmplz_policy_id', Contract::cookie_name( Contract::get( 'cookies' )['policyId'] ) );
	}
}
