<?php
/**
 * The form grid's card titles sit at the level the page's outline needs.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Blocks\ViewModels\FormGridViewModel;
use PHPUnit\Framework\TestCase;

/**
 * Issue 19: the grid's card titles skipped a heading level (h3 right under the page's h1).
 */
final class FormGridHeadingTest extends TestCase {

	public function test_the_level_defaults_to_two_and_stays_between_two_and_six(): void {
		$this->assertSame( 2, FormGridViewModel::for_block( array() )->heading_level );
		$this->assertSame( 4, FormGridViewModel::for_block( array( 'headingLevel' => 4 ) )->heading_level );
		$this->assertSame( 6, FormGridViewModel::for_block( array( 'headingLevel' => 9 ) )->heading_level );
		$this->assertSame( 2, FormGridViewModel::for_block( array( 'headingLevel' => 1 ) )->heading_level );
	}

	public function test_the_rendered_cards_use_the_chosen_level(): void {
		$default = do_blocks( '<!-- wp:opengive/form-grid /-->' );
		$this->assertStringContainsString( '<h2 class="wp-block-opengive-form-grid__title">', $default );
		$this->assertStringNotContainsString( '<h3', $default );

		$deeper = do_blocks( '<!-- wp:opengive/form-grid {"headingLevel":4} /-->' );
		$this->assertMatchesRegularExpression( '#<h4 class="wp-block-opengive-form-grid__title">[^<]+</h4>#', $deeper );
	}
}
