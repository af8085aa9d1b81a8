/**
 * The Gateways setting's rows: the stored list (the site's order) followed by every registered
 * gateway it does not name yet (on, with its own label), the way the server reads it
 * (Gateways\Settings\GatewaySettings). Pure, so jest checks it without a screen.
 */
import type { GatewayRow, RegisteredGateway } from './types';

function isRow( item: unknown ): item is GatewayRow {
	return (
		typeof item === 'object' &&
		item !== null &&
		typeof ( item as GatewayRow ).id === 'string'
	);
}

/**
 * Rows for every registered gateway, stored ones first in their order; rows naming a gateway no
 * longer registered are dropped.
 *
 * @param value    The stored or edited value.
 * @param gateways The registered gateways.
 * @return Rows.
 */
export function gatewayRows(
	value: unknown,
	gateways: RegisteredGateway[]
): GatewayRow[] {
	const ids = new Set( gateways.map( ( gateway ) => gateway.id ) );
	const stored = ( Array.isArray( value ) ? value : [] )
		.filter( isRow )
		.filter( ( row ) => ids.has( row.id ) )
		.map( ( row ) => ( {
			id: row.id,
			enabled: row.enabled !== false,
			label: typeof row.label === 'string' ? row.label : '',
		} ) );
	const named = new Set( stored.map( ( row ) => row.id ) );
	return [
		...stored,
		...gateways
			.filter( ( gateway ) => ! named.has( gateway.id ) )
			.map( ( gateway ) => ( {
				id: gateway.id,
				enabled: true,
				label: '',
			} ) ),
	];
}

/**
 * The rows with one moved by one place.
 *
 * @param rows  Rows.
 * @param index The row to move.
 * @param by    -1 (up) or 1 (down).
 * @return New rows; the same order when the move would leave the list.
 */
export function moveRow(
	rows: GatewayRow[],
	index: number,
	by: -1 | 1
): GatewayRow[] {
	const target = index + by;
	if ( target < 0 || target >= rows.length ) {
		return rows;
	}
	const moved = [ ...rows ];
	[ moved[ index ], moved[ target ] ] = [ moved[ target ], moved[ index ] ];
	return moved;
}
