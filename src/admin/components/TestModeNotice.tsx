// Test gifts are listed apart from live ones (the API's default mode is live, as GiveWP's). An admin
// who just tried the form with the test gateway must not think it failed: this says how many test
// donations the live list leaves out and switches the list to them (and back).
import { __, _n, sprintf } from '@wordpress/i18n';
import { Button, Notice } from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';

/**
 * How many test-mode donations exist (one small request: a page of one, the total from X-WP-Total).
 */
export function useTestDonationCount(): number {
	const { totalItems } = useEntityRecords( 'givewp', 'donation', {
		mode: 'test',
		per_page: 1,
		page: 1,
	} );
	return totalItems ?? 0;
}

export default function TestModeNotice( {
	count,
	showingTest,
	onShowTest,
	onShowLive,
}: {
	count: number;
	showingTest: boolean;
	onShowTest: () => void;
	onShowLive: () => void;
} ) {
	if ( showingTest ) {
		return (
			<Notice
				status="warning"
				isDismissible={ false }
				className="opengive-admin__mode-notice"
			>
				{ __(
					'You are looking at test donations: no money moved for these.',
					'opengive'
				) }{ ' ' }
				<Button variant="link" onClick={ onShowLive }>
					{ __( 'Show live donations', 'opengive' ) }
				</Button>
			</Notice>
		);
	}
	if ( count === 0 ) {
		return null;
	}
	return (
		<Notice
			status="info"
			isDismissible={ false }
			className="opengive-admin__mode-notice"
		>
			{ sprintf(
				/* translators: %d: number of test-mode donations */
				_n(
					'%d test donation is hidden from this list.',
					'%d test donations are hidden from this list.',
					count,
					'opengive'
				),
				count
			) }{ ' ' }
			<Button variant="link" onClick={ onShowTest }>
				{ __( 'Show test donations', 'opengive' ) }
			</Button>
		</Notice>
	);
}
