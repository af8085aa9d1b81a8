<?php
/**
 * Spec sections 2 and 8: a contact form placed inside another form is replaced by
 * 'Error: This contact form is placed in the wrong place.' in the HTML the server sends.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\ContactFormPostType;
use PHPUnit\Framework\TestCase;

/**
 * Renders real block markup through do_blocks/the_content, as a page would.
 */
final class ContactWrongPlaceTest extends TestCase {

	private const ERROR = 'Error: This contact form is placed in the wrong place.';

	/**
	 * The form post.
	 *
	 * @var int
	 */
	private $form = 0;

	protected function setUp(): void {
		$this->form = (int) wp_insert_post(
			array(
				'post_type'    => ContactFormPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => 'Wrong place test',
				'post_content' => '<!-- wp:opengive/contact-field {"type":"text","name":"your-name","label":"Your name"} /-->',
			)
		);
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'opengive-test/outer-form' ) ) {
			// A third-party block that prints a <form> around its inner blocks.
			register_block_type(
				'opengive-test/outer-form',
				array(
					'render_callback' => static function ( $attributes, $content ) {
						return '<form class="outer" action="/elsewhere">' . $content . '<button>Go</button></form>';
					},
				)
			);
		}
	}

	protected function tearDown(): void {
		wp_delete_post( $this->form, true );
	}

	private function block(): string {
		return '<!-- wp:opengive/contact-form {"formId":' . $this->form . '} /-->';
	}

	public function test_a_form_in_raw_html_around_the_block_is_replaced_by_the_error(): void {
		$html = apply_filters( 'the_content', '<form action="/search"><p>Outer</p>' . $this->block() . '</form><p>After</p>' );

		$this->assertStringContainsString( self::ERROR, $html );
		$this->assertStringNotContainsString( 'wpcf7-form', $html );
		$this->assertStringNotContainsString( 'your-name', $html );
		// The wrapper stays (the browser script finds it and writes the same text), the rest of the page too.
		$this->assertSame( 1, preg_match( '#<div[^>]*class="[^"]*wp-block-opengive-contact-form[^"]*"[^>]*>' . preg_quote( self::ERROR, '#' ) . '</div></form>#', $html ), $html );
		$this->assertStringContainsString( '<p>After</p>', $html );
	}

	public function test_a_block_that_prints_a_form_around_its_inner_blocks_gets_the_error(): void {
		$html = do_blocks( '<!-- wp:opengive-test/outer-form -->' . $this->block() . '<!-- /wp:opengive-test/outer-form -->' );

		$this->assertStringContainsString( self::ERROR, $html );
		$this->assertStringNotContainsString( 'wpcf7-form', $html );
		$this->assertStringContainsString( '<button>Go</button></form>', $html );
	}

	public function test_a_form_that_closed_before_the_block_leaves_it_working(): void {
		$html = apply_filters( 'the_content', '<form action="/search"><input name="s"></form>' . $this->block() . $this->block() );

		$this->assertStringNotContainsString( self::ERROR, $html );
		$this->assertSame( 2, substr_count( $html, 'class="wpcf7-form ' ) );
		$this->assertStringContainsString( 'name="your-name"', $html );
	}
}
