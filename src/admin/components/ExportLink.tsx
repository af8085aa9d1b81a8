// "Export CSV" for what the list shows (same filters), when the user may export.
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import { adminSettings } from '../types';
import { exportUrl, type ListQuery } from '../view-query';

export default function ExportLink( {
	type,
	query,
}: {
	type: 'donations' | 'donors';
	query: ListQuery;
} ) {
	const settings = adminSettings();
	if ( ! settings.canExport || ! settings.exportUrl ) {
		return null;
	}
	return (
		<p className="opengive-admin__toolbar">
			<Button
				variant="secondary"
				href={ exportUrl( settings.exportUrl, type, query ) }
			>
				{ __( 'Export CSV', 'opengive' ) }
			</Button>
		</p>
	);
}
