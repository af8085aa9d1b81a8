/**
 * The in-form login's closed state, drawn without the login code: "Already have an account? Log in".
 * The panel (LoginPanel, a chunk of its own) loads as the pointer or focus reaches the button and
 * takes over, opened, once the donor presses it; in a frame the page loads it up front (view.tsx),
 * since a pop-up login must open within the click.
 */
import { useState } from '@wordpress/element';
import { prefetchOnIntent, useLazyPart } from '@opengive/ui/lazy-part';
import { loginPart } from './lazy-parts';
import LoginToggle from './LoginToggle';
import type { LoginPanelProps } from './LoginPanel';

export default function LoginOffer( props: LoginPanelProps ) {
	const [ asked, setAsked ] = useState( false );
	const login = useLazyPart( loginPart, asked );
	if ( login ) {
		return <login.default { ...props } startOpen={ asked } />;
	}
	return (
		<LoginToggle
			{ ...prefetchOnIntent( loginPart ) }
			onClick={ () => setAsked( true ) }
		/>
	);
}
