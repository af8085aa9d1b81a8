<?php
/**
 * Contact form submissions in WordPress's personal data export and erasure tools.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Privacy;

use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Privacy\EraserAnswer;

defined( 'ABSPATH' ) || exit;

/**
 * Finds submissions by the sender's address (the indexed email column). Erasing blanks every posted
 * value, the address, the agent and the page, and keeps the row (status, form, time) so counts stay true.
 */
final class PersonalData {

	const PAGE = 50;

	/**
	 * Submissions.
	 *
	 * @var SubmissionRepository
	 */
	private $submissions;

	/**
	 * Builds the tools.
	 *
	 * @param SubmissionRepository $submissions Submissions.
	 */
	public function __construct( SubmissionRepository $submissions ) {
		$this->submissions = $submissions;
	}

	/**
	 * Registers the exporter.
	 *
	 * @param array<string, mixed> $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters['opengive-contact-submissions'] = array(
			'exporter_friendly_name' => __( 'Contact form messages', 'opengive' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param array<string, mixed> $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers['opengive-contact-submissions'] = array(
			'eraser_friendly_name' => __( 'Contact form messages', 'opengive' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of an address's submissions.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		list( $rows ) = $this->submissions->page(
			array(
				'email'    => strtolower( trim( $email ) ),
				'page'     => $page,
				'per_page' => self::PAGE,
				'order'    => 'asc',
			)
		);
		$data = array();
		foreach ( $rows as $row ) {
			$items = array(
				array(
					'name'  => __( 'Sent', 'opengive' ),
					'value' => $row['created_at'] . ' UTC',
				),
			);
			foreach ( $row['fields'] as $name => $value ) {
				$items[] = array(
					'name'  => (string) $name,
					'value' => is_array( $value ) ? (string) wp_json_encode( $value ) : (string) $value,
				);
			}
			$data[] = array(
				'group_id'    => 'opengive-contact-submissions',
				'group_label' => __( 'Contact form messages', 'opengive' ),
				'item_id'     => 'opengive-contact-submission-' . $row['id'],
				'data'        => $items,
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PAGE,
		);
	}

	/**
	 * Blanks one page of an address's submissions. Rows leave the email filter as they are erased,
	 * so each call reads the first page again.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page (unused: see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		unset( $page );
		list( $rows ) = $this->submissions->page(
			array(
				'email'    => strtolower( trim( $email ) ),
				'page'     => 1,
				'per_page' => self::PAGE,
			)
		);
		foreach ( $rows as $row ) {
			$this->submissions->update_fields(
				$row['id'],
				array_fill_keys( array_keys( $row['fields'] ), '' ),
				array(
					'email'      => '',
					'user_agent' => '',
					'ip_hash'    => '',
					'page_url'   => '',
				)
			);
		}
		$count    = count( $rows );
		$messages = array();
		if ( $count > 0 ) {
			$messages[] = sprintf(
				/* translators: %d: number of contact messages. */
				_n(
					'OpenGive blanked %d contact message: its fields, email, browser, address hash and page were removed; the form, status and date are kept.',
					'OpenGive blanked %d contact messages: their fields, emails, browsers, address hashes and pages were removed; the forms, statuses and dates are kept.',
					$count,
					'opengive'
				),
				$count
			);
		}
		return EraserAnswer::blanked( $count, $messages, $count < self::PAGE );
	}
}
