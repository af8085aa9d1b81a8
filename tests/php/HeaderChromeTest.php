<?php
/**
 * The sticky header: the header template part of any block theme when the setting is on, any part
 * with the "Sticky on scroll" style, nothing else; the script is enqueued only then.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Chrome\HeaderChrome;
use PHPUnit\Framework\TestCase;

/**
 * Runs inside WordPress (render filter, options, scripts).
 */
final class HeaderChromeTest extends TestCase {

	const PART = '<header class="wp-block-template-part"><p>Site</p></header>';

	/**
	 * The site's own value (the demo turns the setting on).
	 *
	 * @var mixed
	 */
	private $saved;

	protected function setUp(): void {
		$this->saved = get_option( HeaderChrome::OPTION, 0 );
		update_option( HeaderChrome::OPTION, 0 );
		wp_dequeue_script( 'opengive-chrome-header' );
	}

	protected function tearDown(): void {
		update_option( HeaderChrome::OPTION, $this->saved );
		wp_dequeue_script( 'opengive-chrome-header' );
	}

	/**
	 * Renders a template part through the filter.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 */
	private function render( array $attrs ): string {
		return HeaderChrome::render_template_part(
			self::PART,
			array(
				'blockName' => 'core/template-part',
				'attrs'     => $attrs,
			)
		);
	}

	public function test_the_setting_makes_only_the_header_part_sticky(): void {
		$header = array(
			'slug'    => 'header',
			'area'    => 'header',
			'tagName' => 'header',
		);
		$this->assertSame( self::PART, $this->render( $header ), 'off: unchanged' );
		$this->assertFalse( wp_script_is( 'opengive-chrome-header', 'enqueued' ) );

		update_option( HeaderChrome::OPTION, 1 );
		$this->assertStringContainsString( 'class="wp-block-template-part opengive-sticky-header"', $this->render( $header ) );
		$this->assertTrue( wp_script_is( 'opengive-chrome-header', 'enqueued' ) );
		$this->assertSame(
			self::PART,
			$this->render(
				array(
					'slug' => 'footer',
					'area' => 'footer',
				)
			),
			'the footer part stays as it is'
		);
	}

	public function test_the_block_style_makes_any_part_sticky_without_the_setting(): void {
		$html = $this->render(
			array(
				'slug'      => 'banner',
				'className' => 'is-style-opengive-sticky',
			)
		);
		$this->assertStringContainsString( 'opengive-sticky-header', $html );
	}
}
