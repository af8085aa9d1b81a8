/**
 * The dashboard's error line: an alert, so a screen reader announces a refused change at once.
 *
 * @param props         Props.
 * @param props.message The sentence to show; nothing is rendered without one.
 */
export default function DashboardError( {
	message,
}: {
	message: string | null;
} ) {
	if ( ! message ) {
		return null;
	}
	return (
		<p className="wp-block-opengive-donor-dashboard__error" role="alert">
			{ message }
		</p>
	);
}
