<?php
/**
 * Where contact form uploads wait until they are mailed.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

use OpenGive\ContactForms\Validation\FileTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Files go to uploads/opengive/contact/<random>/<random>.<ext>: the folder refuses listing and
 * direct access (.htaccess for Apache, an empty index.php for the rest; nginx sites should deny the
 * folder in their config), the names cannot be guessed, and the extension is the one the file rule
 * accepted, so no upload is ever run as a script.
 */
final class UploadStore {

	const FOLDER = 'opengive/contact';

	/**
	 * Extensions never stored, whatever a form accepts: a web server could run them.
	 */
	const NEVER = '/^(php\d?|phtml|phar|pht|phps|cgi|pl|py|sh|asp|aspx|jsp|htaccess|htm|html|svg|js|exe)$/';

	/**
	 * Whether a file name's extension may be stored at all.
	 *
	 * @param string $name Original file name.
	 */
	public static function is_storable( string $name ): bool {
		$extension = FileTypes::extension_of( $name );
		return null !== $extension && 1 !== preg_match( self::NEVER, $extension );
	}

	/**
	 * Moves a PHP upload into a fresh random folder; returns the stored path.
	 *
	 * @param array<string, mixed> $file One $_FILES entry (a single file).
	 * @throws \RuntimeException When the file cannot be moved.
	 */
	public function store( array $file ): string {
		$base = self::base_dir();
		$dir  = $base . '/' . wp_generate_password( 20, false, false );
		if ( ! wp_mkdir_p( $dir ) ) {
			throw new \RuntimeException( 'Cannot create the upload folder.' );
		}
		$this->protect( $dir );
		$extension = (string) FileTypes::extension_of( (string) $file['name'] );
		$target    = $dir . '/' . wp_generate_password( 24, false, false ) . '.' . $extension;
		$tmp       = (string) $file['tmp_name'];
		// Only a real upload of this request is moved: tmp_name never comes from the visitor in PHP,
		// and is_uploaded_file() makes sure of it.
		if ( ! is_uploaded_file( $tmp ) || ! move_uploaded_file( $tmp, $target ) ) {
			throw new \RuntimeException( 'Cannot move the uploaded file.' );
		}
		chmod( $target, 0640 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- not web-executable, not world-readable.
		return $target;
	}

	/**
	 * Removes stored files and their folders.
	 *
	 * @param string[] $paths Stored paths.
	 */
	public function remove( array $paths ): void {
		$base = realpath( self::base_dir() );
		foreach ( $paths as $path ) {
			$real = realpath( $path );
			// Only ever inside our own folder.
			if ( false === $real || false === $base || 0 !== strpos( $real, $base . DIRECTORY_SEPARATOR ) ) {
				continue;
			}
			wp_delete_file( $real );
			$dir = dirname( $real );
			if ( $dir !== $base && array() === array_diff( (array) scandir( $dir ), array( '.', '..', 'index.php', '.htaccess' ) ) ) {
				foreach ( array( 'index.php', '.htaccess' ) as $guard ) {
					wp_delete_file( $dir . '/' . $guard );
				}
				rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own empty random folder.
			}
		}
	}

	/**
	 * The base folder, protected.
	 */
	public static function base_dir(): string {
		$uploads = wp_upload_dir( null, false );
		$base    = rtrim( (string) $uploads['basedir'], '/' ) . '/' . self::FOLDER;
		if ( ! is_dir( $base ) ) {
			wp_mkdir_p( $base );
		}
		( new self() )->protect( $base );
		return $base;
	}

	/**
	 * Writes the deny files into a folder.
	 *
	 * @param string $dir Folder.
	 */
	private function protect( string $dir ): void {
		if ( ! file_exists( $dir . '/.htaccess' ) ) {
			file_put_contents( $dir . '/.htaccess', "Options -Indexes\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a fixed guard file.
		}
		if ( ! file_exists( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a fixed guard file.
		}
	}
}
