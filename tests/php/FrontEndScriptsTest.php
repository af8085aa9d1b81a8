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
}
