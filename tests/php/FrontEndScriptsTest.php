<?php
/**
 * Where a public page's OpenGive scripts and their WordPress dependencies are printed, and which.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Blocks\FrontEndPolyfillTrim;
use PHPUnit\Framework\TestCase;

/**
 * Issue 19's page weight: nothing render-blocking, no polyfill chain on WordPress 6.5.
 */
final class FrontEndScriptsTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'opengive_trim_core_polyfill' );
		parent::tearDown();
	}

	/**
	 * A registry with one core package and one plugin script, both naming wp-polyfill.
	 */
	private function registry(): \WP_Scripts {
		$scripts = new \WP_Scripts();
		$scripts->add( 'opengive-test-core-like', '/wp-includes/js/dist/test-package.min.js', array( 'wp-polyfill', 'wp-hooks' ) );
		$scripts->add( 'opengive-test-plugin', '/wp-content/plugins/other/app.js', array( 'wp-polyfill' ) );
		return $scripts;
	}

	public function test_core_packages_lose_wp_polyfill_and_other_plugins_keep_it(): void {
		$scripts = $this->registry();
		FrontEndPolyfillTrim::trim( $scripts );
		$this->assertSame( array( 'wp-hooks' ), $scripts->registered['opengive-test-core-like']->deps );
		$this->assertSame( array( 'wp-polyfill' ), $scripts->registered['opengive-test-plugin']->deps );
		$this->assertNotContains( 'wp-polyfill', $scripts->registered['react']->deps );
		$this->assertContains( 'regenerator-runtime', $scripts->registered['wp-polyfill']->deps, 'the polyfill itself is left whole' );
	}

	public function test_the_filter_keeps_core_as_it_is(): void {
		add_filter( 'opengive_trim_core_polyfill', '__return_false' );
		$scripts = $this->registry();
		FrontEndPolyfillTrim::trim( $scripts );
		$this->assertSame( array( 'wp-polyfill', 'wp-hooks' ), $scripts->registered['opengive-test-core-like']->deps );
	}

	public function test_block_view_scripts_and_the_jsx_runtime_print_in_the_footer(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'opengive/donation-form' );
		$this->assertNotNull( $block );
		$this->assertNotEmpty( $block->view_script_handles );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), $handle );
		}
		$this->assertSame( 1, wp_scripts()->registered['react-jsx-runtime']->args );
	}

	public function test_a_block_stylesheet_url_carries_its_content_hash_not_the_block_version(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'opengive/donation-form' );
		$this->assertNotEmpty( $block->style_handles );
		$style = wp_styles()->registered[ $block->style_handles[0] ];
		$this->assertSame( '0.1.0', $style->ver, 'what WordPress gives it, from block.json' );
		$src  = apply_filters( 'style_loader_src', add_query_arg( 'ver', $style->ver, $style->src ), $style->handle );
		$file = OPENGIVE_DIR . '/build/blocks/donation-form/style-index.css';
		$this->assertSame( substr( md5_file( $file ), 0, 20 ), wp_parse_args( (string) wp_parse_url( $src, PHP_URL_QUERY ) )['ver'] );
		$this->assertSame( 'https://example.org/x.css?ver=1', apply_filters( 'style_loader_src', 'https://example.org/x.css?ver=1', 'other' ), 'another plugin\'s stylesheet is left alone' );
	}
}
