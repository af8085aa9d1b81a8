<?php
/**
 * The answer a personal-data eraser gives WordPress.
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress documents `items_removed` and `items_retained` as booleans and reads them for the
 * request's summary; OpenGive's erasers blank records and keep them (the books need them), so both
 * are true whenever a page blanked anything.
 */
final class EraserAnswer {

	/**
	 * A page of blanked-and-kept records.
	 *
	 * @param int      $count    Records blanked on this page.
	 * @param string[] $messages What was removed and what was kept, for the admin.
	 * @param bool     $done     Whether this was the last page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function blanked( int $count, array $messages, bool $done ): array {
		return array(
			'items_removed'  => $count > 0,
			'items_retained' => $count > 0,
			'messages'       => $messages,
			'done'           => $done,
		);
	}
}
