<?php
/**
 * The native target's nginx + PHP-FPM let a contact form upload of the demo form's full size
 * through (nginx's default 1 MB body limit answered 413 before PHP ran), and never serve the
 * folder where uploads wait for the mail.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\ContactForms\Actions\UploadStore;
use OpenGive\ContactForms\ContactFormPostType;
use PHPUnit\Framework\TestCase;

/**
 * Real HTTP requests to the running native site (OPENGIVE_BASE_URL), as a browser sends them.
 */
final class ContactUploadLimitsTest extends TestCase {

	/**
	 * The running site.
	 */
	private function base(): string {
		$base = (string) getenv( 'OPENGIVE_BASE_URL' );
		$this->assertNotSame( '', $base, 'OPENGIVE_BASE_URL names the running native site' );
		return rtrim( $base, '/' );
	}

	/**
	 * The demo "Contact us" form.
	 */
	private function contact_form(): int {
		$ids = get_posts(
			array(
				'post_type'   => ContactFormPostType::POST_TYPE,
				'title'       => 'Contact us',
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 1, $ids, 'the demo seed made the "Contact us" form' );
		return (int) $ids[0];
	}

	/**
	 * A 2 MB attachment (the demo form's maxSize) reaches PHP and is mailed.
	 */
	public function test_a_two_megabyte_attachment_the_demo_form_allows_is_sent_not_refused_by_nginx(): void {
		$form     = $this->contact_form();
		$boundary = 'opengive' . wp_generate_password( 16, false );
		$fields   = array(
			'_wpcf7'          => (string) $form,
			'_wpcf7_unit_tag' => 'wpcf7-f' . $form . '-o1',
			'your-name'       => 'Upload Limit',
			'your-email'      => 'upload.' . wp_generate_password( 8, false ) . '@example.org',
			'topic'           => 'Something else',
			'your-message'    => 'The scan of my receipt is attached.',
			'consent'         => '1',
		);
		$body = '';
		foreach ( $fields as $name => $value ) {
			$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"$name\"\r\n\r\n$value\r\n";
		}
		// Exactly the demo form's maxSize (2 MB): over nginx's default limit with the other fields.
		$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"attachment\"; filename=\"receipt.pdf\"\r\nContent-Type: application/pdf\r\n\r\n" . str_repeat( '%', 2097152 ) . "\r\n--$boundary--\r\n";

		$response = wp_remote_post(
			$this->base() . '/wp-json/opengive/v1/contact-forms/' . $form . '/feedback',
			array(
				'headers' => array(
					'Content-Type' => 'multipart/form-data; boundary=' . $boundary,
					'Accept'       => 'application/json',
				),
				'body'    => $body,
				'timeout' => 60,
			)
		);

		$this->assertFalse( is_wp_error( $response ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
		$this->assertSame( 'mail_sent', json_decode( wp_remote_retrieve_body( $response ), true )['status'] );
	}

	/**
	 * A stored upload, a script and the folder index all answer 403.
	 */
	public function test_files_waiting_in_the_contact_upload_folder_are_never_served(): void {
		$uploads = wp_upload_dir( null, false );
		$folder  = wp_generate_password( 20, false );
		$dir     = rtrim( (string) $uploads['basedir'], '/' ) . '/' . UploadStore::FOLDER . '/' . $folder;
		wp_mkdir_p( $dir );
		file_put_contents( $dir . '/letter.pdf', '%PDF-1.4 private' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe file in the test's own folder.
		file_put_contents( $dir . '/probe.php', '<?php echo "ran";' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- would print "ran" if the folder ran scripts.
		$url = $this->base() . '/wp-content/uploads/' . UploadStore::FOLDER . '/' . $folder;

		$pdf    = wp_remote_get( $url . '/letter.pdf' );
		$script = wp_remote_get( $url . '/probe.php' );
		$index  = wp_remote_get( $url . '/' );
		array_map( 'unlink', (array) glob( $dir . '/*' ) );
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own folder.

		$this->assertSame( 403, wp_remote_retrieve_response_code( $pdf ) );
		$this->assertSame( 403, wp_remote_retrieve_response_code( $script ) );
		$this->assertStringNotContainsString( 'ran', wp_remote_retrieve_body( $script ) );
		$this->assertSame( 403, wp_remote_retrieve_response_code( $index ) );
	}
}
