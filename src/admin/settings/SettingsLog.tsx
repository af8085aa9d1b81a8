/**
 * The last changes to the settings: when, who and which settings (never a value).
 */
import { __ } from '@wordpress/i18n';
import type { SettingsField, SettingsLogEntry } from './types';

export function SettingsLog( {
	log,
	fields,
}: {
	log: SettingsLogEntry[];
	fields: SettingsField[];
} ) {
	const labelOf = ( key: string ) =>
		fields.find( ( field ) => field.key === key )?.label ?? key;
	return (
		<section className="opengive-settings__log">
			<h2>{ __( 'Recent changes', 'opengive' ) }</h2>
			{ log.length === 0 ? (
				<p>{ __( 'No changes recorded yet.', 'opengive' ) }</p>
			) : (
				<table className="widefat striped">
					<thead>
						<tr>
							<th scope="col">{ __( 'When', 'opengive' ) }</th>
							<th scope="col">{ __( 'Who', 'opengive' ) }</th>
							<th scope="col">
								{ __( 'Settings changed', 'opengive' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ log.map( ( entry, index ) => (
							<tr key={ `${ entry.time }-${ index }` }>
								<td>
									<time dateTime={ entry.time }>
										{ new Date(
											entry.time
										).toLocaleString() }
									</time>
								</td>
								<td>{ entry.user }</td>
								<td>
									{ entry.keys.map( labelOf ).join( ', ' ) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</section>
	);
}
