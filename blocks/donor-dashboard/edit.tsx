/**
 * Editor UI: a preview as the server renders it for the editing user.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Disabled } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Disabled>
				<ServerSideRender
					block="opengive/donor-dashboard"
					attributes={ {} }
				/>
			</Disabled>
		</div>
	);
}
