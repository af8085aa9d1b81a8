<?php
/**
 * Every OpenGive admin screen loads the styles of the components it renders: webpack puts CSS that
 * two admin bundles share into one bundle's style file only, and the consent screen once rendered
 * @wordpress/components unstyled because it did not load that file.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Admin\AdminPages;
use OpenGive\Consent\Admin\ConsentAdminPage;
use PHPUnit\Framework\TestCase;

/**
 * Reads the stylesheets each screen enqueues.
 */
final class AdminStylesTest extends TestCase {

	protected function tearDown(): void {
		foreach ( wp_styles()->queue as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * The CSS of every build/admin stylesheet the screen enqueued, read from disk.
	 *
	 * @param callable $enqueue The screen's admin_enqueue_scripts callback, given its hook.
	 * @param string   $class   The class holding the screen's private hook (set by reflection).
	 * @param string   $prop    That property's name.
	 * @param mixed    $value   The hook value that makes it this screen.
	 */
	private function enqueued_css( callable $enqueue, string $class, string $prop, $value ): string {
		$this->assertFileExists( OPENGIVE_DIR . '/build/admin/admin.asset.php', 'run the build first' );
		$property = new \ReflectionProperty( $class, $prop );
		$property->setAccessible( true );
		$before = $property->getValue();
		$property->setValue( null, $value );
		$enqueue( 'opengive-test-screen' );
		$property->setValue( null, $before );
		$css = '';
		foreach ( wp_styles()->queue as $handle ) {
			$src = (string) wp_styles()->registered[ $handle ]->src;
			if ( preg_match( '#/build/admin/([a-z-]+\.css)#', $src, $file ) ) {
				$css .= (string) file_get_contents( OPENGIVE_DIR . '/build/admin/' . $file[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local build file.
			}
		}
		return $css;
	}

	public function test_the_consent_screen_loads_the_components_and_dataviews_styles(): void {
		$css = $this->enqueued_css( array( ConsentAdminPage::class, 'enqueue' ), ConsentAdminPage::class, 'hook', 'opengive-test-screen' );
		$this->assertTrue( false !== strpos( $css, '.components-panel__body-toggle' ), 'no stylesheet of the screen has .components-panel__body-toggle' );
		$this->assertTrue( false !== strpos( $css, '.components-button' ), 'no stylesheet of the screen has .components-button' );
		$this->assertTrue( false !== strpos( $css, '.dataviews-wrapper' ), 'no stylesheet of the screen has .dataviews-wrapper' );
	}

	public function test_the_list_screens_load_the_components_and_dataviews_styles(): void {
		$css = $this->enqueued_css( array( AdminPages::class, 'enqueue' ), AdminPages::class, 'hooks', array( 'opengive-test-screen' ) );
		$this->assertTrue( false !== strpos( $css, '.components-button' ), 'no stylesheet of the screen has .components-button' );
		$this->assertTrue( false !== strpos( $css, '.dataviews-wrapper' ), 'no stylesheet of the screen has .dataviews-wrapper' );
	}
}
