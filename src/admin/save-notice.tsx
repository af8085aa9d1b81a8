/**
 * The outcome of saving a settings screen (site settings, consent settings), shown in a Notice the
 * admin can dismiss.
 */
import { Notice } from '@wordpress/components';

export interface SaveNotice {
	status: 'success' | 'error';
	text: string;
}

export function SaveNoticeBox( {
	notice,
	onRemove,
}: {
	notice: SaveNotice | null;
	onRemove: () => void;
} ) {
	return notice ? (
		<Notice status={ notice.status } onRemove={ onRemove }>
			{ notice.text }
		</Notice>
	) : null;
}
