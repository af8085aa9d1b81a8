/**
 * A random key naming one donation attempt, sent with every retry of it so the server records one
 * donation however often the request is repeated.
 */

/**
 * 32 hex characters from the browser's cryptographic random source (crypto.randomUUID needs a secure
 * context; getRandomValues does not).
 */
export function newAttemptKey(): string {
	const bytes = new Uint8Array( 16 );
	crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
