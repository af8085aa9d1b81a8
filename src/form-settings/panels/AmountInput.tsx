import { useState } from '@wordpress/element';
import { TextControl } from '@wordpress/components';
import { amountMinor, amountText, type FormSettingsValue } from '../model';

// An amount field: the editor types freely; the value is read (and tidied) when the field is left,
// so "12" does not turn into "12.00" under the cursor.
export default function AmountInput( {
	label,
	minor,
	settings,
	onCommit,
}: {
	label: string;
	minor: number | undefined;
	settings: FormSettingsValue;
	onCommit: ( minor: number ) => void;
} ) {
	const [ draft, setDraft ] = useState< string | null >( null );
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			inputMode="decimal"
			value={ draft ?? amountText( minor, settings ) }
			onChange={ setDraft }
			onBlur={ () => {
				if ( draft === null ) {
					return;
				}
				const typed = amountMinor( draft, settings );
				// Text the parser refuses stays in the field, uncommitted, for the editor to fix.
				if ( ! Number.isNaN( typed ) ) {
					onCommit( typed );
					setDraft( null );
				}
			} }
		/>
	);
}
