/**
 * Label tables shared with PHP (plugin/data/*.json). The files hold English msgids; they are
 * translated here, where they are shown, exactly as PHP's DataFile::labels() does.
 */
import { __ } from '@wordpress/i18n';

export interface LabelledOption {
	value: string;
	label: string;
}

/**
 * A translated label.
 *
 * @param msgid English label from a data file.
 */
export function translateLabel( msgid: string ): string {
	// eslint-disable-next-line @wordpress/i18n-no-variables -- the msgid lives in the shared data file.
	return __( msgid, 'opengive' );
}

/**
 * A data file's value => msgid table as options, in the file's order, labels translated.
 *
 * @param table Value => English label.
 */
export function labelledOptions(
	table: Record< string, string >
): LabelledOption[] {
	return Object.entries( table ).map( ( [ value, msgid ] ) => ( {
		value,
		label: translateLabel( msgid ),
	} ) );
}
