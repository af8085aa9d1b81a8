<?php
/**
 * anonymousDonations=redact hides an anonymous gift's donor as GiveWP's DonationViewModel does:
 * donorId 0 and the honorific, names, company and custom fields blanked, even with
 * includeSensitiveData (OpenGive also blanks the sensitive fields then: better, the gift is anonymous).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Rest\Schemas\DonationSchema;
use PHPUnit\Framework\TestCase;

/**
 * DonationSchema::prepare with and without redaction.
 */
final class V3RedactTest extends TestCase {

	/**
	 * A gift with every donor field filled.
	 *
	 * @param bool $anonymous Given anonymously.
	 */
	private static function gift( bool $anonymous ): Donation {
		$d             = new Donation();
		$d->id         = 7;
		$d->donor_id   = 42;
		$d->honorific  = 'Dr';
		$d->first_name = 'Ada';
		$d->last_name  = 'Lovelace';
		$d->company    = 'Analytical Engines';
		$d->email      = 'ada@example.org';
		$d->anonymous  = $anonymous;
		$d->amount     = 1000;
		$d->currency   = 'USD';
		return $d;
	}

	/**
	 * The response fields for a gift.
	 *
	 * @param Donation $d      Gift.
	 * @param bool     $redact anonymousDonations=redact.
	 * @return array<string, mixed>
	 */
	private static function shown( Donation $d, bool $redact ): array {
		return DonationSchema::prepare(
			$d,
			'Form',
			true,
			$redact,
			array( 'customFields' => array( array( 'label' => 'Employer', 'value' => 'Analytical Engines' ) ) )
		);
	}

	public function test_redact_blanks_donor_id_honorific_company_and_custom_fields_of_an_anonymous_gift(): void {
		$data  = self::shown( self::gift( true ), true );
		$shown = array_intersect_key( $data, array_flip( array( 'donorId', 'honorific', 'lastName', 'company', 'customFields', 'email' ) ) );
		ksort( $shown );
		$this->assertSame(
			array(
				'company'      => '',
				'customFields' => array(),
				'donorId'      => 0,
				'email'        => '',
				'honorific'    => '',
				'lastName'     => '',
			),
			$shown
		);
		$this->assertSame( 'Anonymous', $data['firstName'] );
	}

	public function test_redact_leaves_a_named_gift_whole(): void {
		$data = self::shown( self::gift( false ), true );
		$this->assertSame( array( 42, 'Dr', 'Analytical Engines', 'ada@example.org' ), array( $data['donorId'], $data['honorific'], $data['company'], $data['email'] ) );
		$this->assertCount( 1, $data['customFields'] );
	}
}
