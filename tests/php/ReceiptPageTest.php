<?php
/**
 * The receipt page (Settings → General): receipt links lead there, and the page shows the receipt
 * of the donation whose key is in the address, and nothing for any other key or page.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Receipts\ReceiptPage;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Support\Settings;
use PHPUnit\Framework\TestCase;

/**
 * Donations\Receipts\ReceiptPage.
 */
final class ReceiptPageTest extends TestCase {

	/**
	 * The option before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	/**
	 * The receipt page.
	 *
	 * @var int
	 */
	private $page = 0;

	/**
	 * The queries before the test.
	 *
	 * @var array{0: mixed, 1: mixed}
	 */
	private $queries = array( null, null );

	protected function setUp(): void {
		global $wp_query, $wp_the_query;
		$this->queries = array( $wp_query, $wp_the_query );
		$this->saved   = get_option( Settings::OPTION, null );
		$this->page  = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Thank you' ) );
	}

	protected function tearDown(): void {
		global $wp_query, $wp_the_query;
		null === $this->saved ? delete_option( Settings::OPTION ) : update_option( Settings::OPTION, $this->saved );
		wp_delete_post( $this->page, true );
		unset( $_GET[ ReceiptBuilder::QUERY_ARG ] );
		list( $wp_query, $wp_the_query ) = $this->queries; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restores what the test replaced.
		wp_reset_postdata();
	}

	public function test_receipt_links_lead_to_the_receipt_page_once_one_is_chosen(): void {
		$donation = TestGift::make( array( 'purchase_key' => 'receiptpagekey1' ) );
		$builder  = Plugin::container()->get( ReceiptBuilder::class );
		$this->assertSame( 'https://example.org/give/?opengive-receipt=receiptpagekey1', $builder->build( $donation, 'https://example.org/give/' )['receiptUrl'] );
		update_option( Settings::OPTION, array( 'receipt_page' => $this->page ) );
		$this->assertSame( add_query_arg( 'opengive-receipt', 'receiptpagekey1', get_permalink( $this->page ) ), $builder->build( $donation, 'https://example.org/give/' )['receiptUrl'] );
	}

	public function test_the_page_shows_the_receipt_of_the_key_in_its_address_and_nothing_for_another(): void {
		global $wpdb;
		$donation = TestGift::insert();
		update_option( Settings::OPTION, array( 'receipt_page' => $this->page ) );
		$page = new ReceiptPage( Plugin::container()->get( DonationRepository::class ), Plugin::container()->get( ReceiptBuilder::class ) );
		$shown = array();
		foreach ( array( $donation->purchase_key, md5( 'no such donation' ) ) as $key ) {
			$_GET[ ReceiptBuilder::QUERY_ARG ] = $key;
			$shown[]                           = $this->on_the_page( $page );
		}
		$wpdb->delete( $wpdb->prefix . 'opengive_donations', array( 'id' => $donation->id ) );
		$this->assertStringContainsString( 'Thank you for your donation!', $shown[0] );
		$this->assertStringEndsWith( '<p>Page text</p>', $shown[0] );
		$this->assertSame( '<p>Page text</p>', $shown[1] );
	}

	/**
	 * The page's content as the_content filter leaves it, in the loop of a query for the page.
	 *
	 * @param ReceiptPage $page The filter.
	 */
	private function on_the_page( ReceiptPage $page ): string {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'page_id' => $this->page ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- a page view, for is_page() and the loop.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- is_main_query() compares with it.
		$wp_query->the_post();
		$out = (string) $page->prepend( '<p>Page text</p>' );
		wp_reset_postdata();
		return $out;
	}
}
