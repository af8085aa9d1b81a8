/**
 * The currency and how amounts are written.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import type { FormSettingsValue } from '../model';
import { minorDecimals } from '../../money/currency';
import type { SectionProps } from './section-props';

type Option = { value: string; label: string };

export default function CurrencyPanel( { settings, onChange }: SectionProps ) {
	const set = ( patch: Partial< FormSettingsValue > ) =>
		onChange( { ...settings, ...patch } );
	const currency = settings.currency ?? {};
	return (
		<PanelBody title={ __( 'Currency', 'opengive' ) } initialOpen={ false }>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Currency code', 'opengive' ) }
				value={ currency.code ?? 'USD' }
				maxLength={ 3 }
				onChange={ ( code: string ) =>
					set( {
						currency: { ...currency, code: code.toUpperCase() },
					} )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Symbol', 'opengive' ) }
				value={ currency.symbol ?? '$' }
				onChange={ ( symbol: string ) =>
					set( { currency: { ...currency, symbol } } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Symbol position', 'opengive' ) }
				value={ currency.position ?? 'before' }
				options={
					[
						{
							value: 'before',
							label: __( 'Before the amount', 'opengive' ),
						},
						{
							value: 'after',
							label: __( 'After the amount', 'opengive' ),
						},
					] as Option[]
				}
				onChange={ ( position: string ) =>
					set( {
						currency: {
							...currency,
							position: position === 'after' ? 'after' : 'before',
						},
					} )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Thousands separator', 'opengive' ) }
				value={ currency.thousandsSeparator ?? ',' }
				onChange={ ( thousandsSeparator: string ) =>
					set( { currency: { ...currency, thousandsSeparator } } )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Decimal point', 'opengive' ) }
				value={ currency.decimalSeparator ?? '.' }
				onChange={ ( decimalSeparator: string ) =>
					set( { currency: { ...currency, decimalSeparator } } )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Decimals', 'opengive' ) }
				help={ __(
					"How many decimals amounts show. Gifts are always recorded and charged in the currency's own units (cents, whole yen), and an amount is never shown rounded.",
					'opengive'
				) }
				type="number"
				min={ 0 }
				max={ 4 }
				value={ String(
					currency.decimals ?? minorDecimals( currency.code ?? 'USD' )
				) }
				onChange={ ( decimals: string ) =>
					set( {
						currency: {
							...currency,
							decimals: Math.max(
								0,
								Math.min( 4, Number( decimals ) || 0 )
							),
						},
					} )
				}
			/>
		</PanelBody>
	);
}
