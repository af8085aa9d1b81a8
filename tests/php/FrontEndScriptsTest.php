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
		remove_all_filters( 'opengive_defer_vendor_scripts' );
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

	/**
	 * Asserts whether a script tag has the `defer` attribute (not just WordPress's data-wp-strategy).
	 *
	 * @param bool   $expected Deferred or not.
	 * @param string $tag      The tag.
	 * @param string $message  Which script.
	 */
	private function assertDeferred( bool $expected, string $tag, string $message = '' ): void {
		$this->assertSame( $expected, 1 === preg_match( '/\sdefer[\s>]/', $tag ), $message . ': ' . $tag );
	}

	/**
	 * The script tags a fresh public-site registry prints for the given enqueued scripts, by handle.
	 *
	 * @param array<string, string[]> $enqueue    Handle => dependencies, added with no file of their own.
	 * @param string                  $strategy   The added scripts' strategy ('' for none).
	 * @return array<string, string> Handle => its <script> tag.
	 */
	private function printed_tags( array $enqueue, string $strategy ): array {
		$scripts = new \WP_Scripts(); // Runs wp_default_scripts, so OpenGive's hooks with it.
		foreach ( $enqueue as $handle => $deps ) {
			$scripts->add( $handle, "/wp-content/plugins/other/{$handle}.js", $deps, '1' );
			if ( $strategy ) {
				$scripts->add_data( $handle, 'strategy', $strategy );
			}
			$scripts->enqueue( $handle );
		}
		ob_start();
		$scripts->do_items();
		$html = (string) ob_get_clean();
		preg_match_all( '/<script\b[^>]*\bid="([^"]+)-js"[^>]*>/', $html, $found, PREG_SET_ORDER );
		return array_column( $found, 0, 1 );
	}

	public function test_react_and_the_packages_under_a_deferred_view_script_are_deferred_and_i18n_stays_blocking(): void {
		$tags = $this->printed_tags( array( 'opengive-test-view' => array( 'react-jsx-runtime', 'wp-a11y', 'wp-dom-ready', 'wp-element', 'wp-i18n' ) ), 'defer' );
		foreach ( array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element', 'wp-escape-html', 'wp-dom-ready', 'wp-a11y', 'opengive-test-view' ) as $handle ) {
			$this->assertArrayHasKey( $handle, $tags );
			$this->assertDeferred( true, $tags[ $handle ], $handle );
		}
		// Its "after" inline script (the text direction) must run in place, so WordPress keeps it blocking.
		$this->assertDeferred( false, $tags['wp-i18n'], 'wp-i18n' );
		$this->assertDeferred( false, $tags['wp-hooks'], 'wp-hooks' );
	}

	public function test_a_blocking_script_that_needs_react_gets_react_blocking_as_before(): void {
		$tags = $this->printed_tags( array( 'other-plugin-app' => array( 'wp-element' ) ), '' );
		foreach ( array( 'react', 'react-dom', 'wp-element', 'other-plugin-app' ) as $handle ) {
			$this->assertArrayHasKey( $handle, $tags );
			$this->assertDeferred( false, $tags[ $handle ], $handle );
		}
	}

	public function test_the_filter_leaves_the_vendor_scripts_blocking(): void {
		add_filter( 'opengive_defer_vendor_scripts', '__return_false' );
		$tags = $this->printed_tags( array( 'opengive-test-view' => array( 'wp-element' ) ), 'defer' );
		$this->assertDeferred( true, $tags['opengive-test-view'], 'the view' );
		$this->assertDeferred( false, $tags['react'], 'react' );
		$this->assertDeferred( false, $tags['wp-element'], 'wp-element' );
	}
}
