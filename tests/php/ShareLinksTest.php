<?php
/**
 * The share block's links carry the page's url and text, encoded for each service.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Blocks\ViewModels\ShareLinks;
use PHPUnit\Framework\TestCase;

/**
 * Pure: no database.
 */
final class ShareLinksTest extends TestCase {

	public function test_every_service_carries_the_url_and_text(): void {
		$links = array_column( ShareLinks::links( 'https://example.org/donate/?a=1&b=2', 'Keep the Light On & more' ), 'href', 'service' );
		$this->assertSame( array( 'facebook', 'x', 'linkedin', 'whatsapp', 'email' ), array_keys( $links ) );
		$url = 'https%3A%2F%2Fexample.org%2Fdonate%2F%3Fa%3D1%26b%3D2';
		$this->assertSame( 'https://www.facebook.com/sharer/sharer.php?u=' . $url, $links['facebook'] );
		$this->assertSame( 'https://x.com/intent/post?url=' . $url . '&text=Keep%20the%20Light%20On%20%26%20more', $links['x'] );
		$this->assertSame( 'https://www.linkedin.com/sharing/share-offsite/?url=' . $url, $links['linkedin'] );
		$this->assertSame( 'https://wa.me/?text=Keep%20the%20Light%20On%20%26%20more%20' . $url, $links['whatsapp'] );
		$this->assertSame( 'mailto:?subject=Keep%20the%20Light%20On%20%26%20more&body=Keep%20the%20Light%20On%20%26%20more%0A%0A' . $url, $links['email'] );
	}
}
