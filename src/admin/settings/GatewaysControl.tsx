/**
 * The Gateways setting: every registered gateway with an on/off toggle, the label donors see, and
 * buttons to move it up or down (the order forms list gateways in). The value is the whole list,
 * in order, as the server stores it. The arrows are wp-admin's Dashicons (no icon package to ship).
 */
import { __, sprintf } from '@wordpress/i18n';
import { Button, TextControl, ToggleControl } from '@wordpress/components';
import { gatewayRows, moveRow } from './gateway-rows';
import type { GatewayRow, RegisteredGateway, SettingsField } from './types';

interface Props {
	field: SettingsField;
	value: unknown;
	gateways: RegisteredGateway[];
	locked?: string;
	error?: string;
	onChange: ( value: GatewayRow[] ) => void;
}

export function GatewaysControl( {
	field,
	value,
	gateways,
	locked,
	error,
	onChange,
}: Props ) {
	const rows = gatewayRows( value, gateways );
	const change = ( index: number, patch: Partial< GatewayRow > ) =>
		onChange(
			rows.map( ( row, at ) =>
				at === index ? { ...row, ...patch } : row
			)
		);
	const helpId = `opengive-settings-${ field.key }-help`;
	return (
		// The section's fieldset names the group; the list gets the help text.
		<div className="opengive-settings__gateways">
			<ol
				className="opengive-settings__gateway-list"
				aria-describedby={ helpId }
			>
				{ rows.map( ( row, index ) => {
					const gateway = gateways.find(
						( item ) => item.id === row.id
					);
					const name = gateway?.label ?? row.id;
					return (
						<li
							key={ row.id }
							className="opengive-settings__gateway"
						>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ name }
								checked={ row.enabled }
								disabled={ !! locked }
								help={
									gateway?.configured
										? undefined
										: __(
												'Not set up: enter its keys below first.',
												'opengive'
											)
								}
								onChange={ ( enabled ) =>
									change( index, { enabled } )
								}
							/>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ sprintf(
									/* translators: %s: a gateway's own name. */
									__( 'Label donors see for %s', 'opengive' ),
									name
								) }
								hideLabelFromVision
								placeholder={ name }
								value={ row.label }
								disabled={ !! locked }
								onChange={ ( label ) =>
									change( index, { label } )
								}
							/>
							<div className="opengive-settings__gateway-move">
								<Button
									icon="arrow-up-alt2"
									size="compact"
									label={ sprintf(
										/* translators: %s: a gateway's name. */
										__( 'Move %s up', 'opengive' ),
										name
									) }
									disabled={ !! locked || index === 0 }
									accessibleWhenDisabled
									onClick={ () =>
										onChange( moveRow( rows, index, -1 ) )
									}
								/>
								<Button
									icon="arrow-down-alt2"
									size="compact"
									label={ sprintf(
										/* translators: %s: a gateway's name. */
										__( 'Move %s down', 'opengive' ),
										name
									) }
									disabled={
										!! locked || index === rows.length - 1
									}
									accessibleWhenDisabled
									onClick={ () =>
										onChange( moveRow( rows, index, 1 ) )
									}
								/>
							</div>
						</li>
					);
				} ) }
			</ol>
			<p id={ helpId } className="components-base-control__help">
				{ error && (
					<span className="opengive-settings__error" role="alert">
						{ error }{ ' ' }
					</span>
				) }
				{ locked ? locked : field.help }
			</p>
		</div>
	);
}
