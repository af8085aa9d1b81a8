/**
 * Conditional field visibility. Twin of Support\Validation\Conditions in PHP; both pass
 * tests/fixtures/conditions.json.
 */

export type ConditionOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export interface FieldCondition {
	field: string;
	operator: ConditionOperator | string;
	value: string;
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

function asNumber( value: string ): number | null {
	const trimmed = value.trim();
	return NUMBER.test( trimmed ) ? Number( trimmed ) : null;
}

/**
 * Whether a condition holds. Both sides numeric → numeric comparison; otherwise = and != compare the
 * text exactly and the ordering operators are false. A missing field counts as ''.
 *
 * @example isConditionMet( { field: 'amount', operator: '>', value: '9' }, { amount: '10' } ) // true
 * @param condition The condition, or null for "always".
 * @param values    Field values by name.
 */
export function isConditionMet(
	condition: FieldCondition | null | undefined,
	values: Record< string, string >
): boolean {
	if ( ! condition ) {
		return true;
	}
	const actual = values[ condition.field ] ?? '';
	const left = asNumber( actual );
	const right = asNumber( condition.value );
	if ( left !== null && right !== null ) {
		switch ( condition.operator ) {
			case '=':
				return left === right;
			case '!=':
				return left !== right;
			case '>':
				return left > right;
			case '>=':
				return left >= right;
			case '<':
				return left < right;
			case '<=':
				return left <= right;
		}
		return false;
	}
	if ( condition.operator === '=' ) {
		return actual === condition.value;
	}
	if ( condition.operator === '!=' ) {
		return actual !== condition.value;
	}
	return false;
}

/**
 * Names of the visible fields, in order. A field controlled by a hidden field is hidden too: hidden
 * fields count as empty for the fields after them.
 *
 * @param fields Fields with optional conditions, controlling fields first.
 * @param values Field values by name.
 */
export function visibleFieldNames(
	fields: ReadonlyArray< {
		name: string;
		condition?: FieldCondition | null;
	} >,
	values: Record< string, string >
): string[] {
	const effective: Record< string, string > = { ...values };
	const visible: string[] = [];
	for ( const field of fields ) {
		if ( isConditionMet( field.condition, effective ) ) {
			visible.push( field.name );
		} else {
			effective[ field.name ] = '';
		}
	}
	return visible;
}
