/**
 * Input length limits shared with PHP (plugin/data/field-limits.json, read by FieldLimits): the
 * form's maxlength is the same number the server checks, so a donor never types past what is kept.
 */
import limits from '../../plugin/data/field-limits.json';

type Limits = Omit< typeof limits, '_comment' >;

/**
 * The longest value (characters) a field may hold.
 *
 * @param table  'donors', 'donations', … (a table's columns) or 'form' (the donation form's own limits).
 * @param column Column or form field, e.g. 'first_name', 'comment'.
 */
export function fieldLimit<
	T extends keyof Limits,
	C extends keyof Limits[ T ],
>( table: T, column: C ): number {
	return limits[ table ][ column ] as number;
}
