/**
 * Levels as buttons, radios or a select, plus the custom amount field.
 */
import { __ } from '@wordpress/i18n';
import type { FormConfig } from '@opengive/types/form-config';
import { formatAmount } from '@opengive/money/format-amount';
import { CUSTOM_LEVEL } from '@opengive/donation-form/amount';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	config: FormConfig;
	levelId: string;
	customText: string;
	notice: string | null;
	onLevelChange: ( levelId: string ) => void;
	onCustomTextChange: ( text: string ) => void;
	onCustomBlur: () => void;
}

export default function AmountPicker( {
	config,
	levelId,
	customText,
	notice,
	onLevelChange,
	onCustomTextChange,
	onCustomBlur,
}: Props ) {
	const id = useStableId( 'opengive-amount' );
	const options = [
		...config.levels.map( ( level ) => ( {
			id: level.id,
			text: formatAmount( level.amount, config.currency ),
			label: level.label,
		} ) ),
		...( config.customAmount
			? [
					{
						id: CUSTOM_LEVEL,
						text: __( 'Other amount', 'opengive' ),
						label: '',
					},
				]
			: [] ),
	];

	return (
		<fieldset className="wp-block-opengive-donation-form__amounts">
			<legend id={ `${ id }-legend` }>
				{ __( 'Choose an amount', 'opengive' ) }
			</legend>
			{ config.levelDisplay === 'select' && (
				<select
					aria-labelledby={ `${ id }-legend` }
					value={ levelId }
					onChange={ ( event ) =>
						onLevelChange( event.target.value )
					}
				>
					{ options.map( ( option ) => (
						<option key={ option.id } value={ option.id }>
							{ option.label
								? `${ option.text } – ${ option.label }`
								: option.text }
						</option>
					) ) }
				</select>
			) }
			{ config.levelDisplay === 'radios' &&
				options.map( ( option ) => (
					<label
						key={ option.id }
						htmlFor={ `${ id }-level-${ option.id }` }
						className="wp-block-opengive-donation-form__level"
					>
						<input
							id={ `${ id }-level-${ option.id }` }
							type="radio"
							name={ `${ id }-level` }
							value={ option.id }
							checked={ levelId === option.id }
							onChange={ () => onLevelChange( option.id ) }
						/>
						<span>{ option.text }</span>
						{ option.label && (
							<span className="wp-block-opengive-donation-form__level-label">
								{ option.label }
							</span>
						) }
					</label>
				) ) }
			{ config.levelDisplay === 'buttons' && (
				<div className="wp-block-opengive-donation-form__level-buttons">
					{ options.map( ( option ) => (
						<button
							key={ option.id }
							type="button"
							className="wp-block-opengive-donation-form__level-button"
							aria-pressed={ levelId === option.id }
							aria-describedby={
								option.label
									? `${ id }-${ option.id }-label`
									: undefined
							}
							onClick={ () => onLevelChange( option.id ) }
						>
							{ option.text }
							{ option.label && (
								<span
									id={ `${ id }-${ option.id }-label` }
									className="wp-block-opengive-donation-form__level-label"
								>
									{ option.label }
								</span>
							) }
						</button>
					) ) }
				</div>
			) }
			{ config.customAmount && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-custom` }>
						{ __( 'Custom amount', 'opengive' ) }{ ' ' }
						<span aria-hidden="true">
							({ config.currency.symbol.trim() })
						</span>
					</label>
					<input
						id={ `${ id }-custom` }
						type="text"
						inputMode="decimal"
						autoComplete="off"
						value={ customText }
						aria-invalid={ notice !== null }
						aria-describedby={
							notice ? `${ id }-notice` : undefined
						}
						onFocus={ () => onLevelChange( CUSTOM_LEVEL ) }
						onChange={ ( event ) =>
							onCustomTextChange( event.target.value )
						}
						onBlur={ onCustomBlur }
					/>
				</p>
			) }
			{ notice && (
				<p
					id={ `${ id }-notice` }
					className="wp-block-opengive-donation-form__notice is-warning"
					role="alert"
				>
					{ notice }
				</p>
			) }
		</fieldset>
	);
}
