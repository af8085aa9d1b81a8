/**
 * The SWV rule engine (Contact Form 7's schema-woven validation): the browser checks a form against
 * the schema the server sends, and OpenGive\ContactForms\Validation\Swv decides again on the server
 * with the same rules. Both pass every vector in tests/fixtures/conformance/swv-*.json; where swv JS and
 * swv-php differ, both follow swv-php v2.
 */
import { fieldValues, isFileLike } from './form-data-tree';
import { defaultMessage } from './messages';
import { fileRules } from './rules/file-rules';
import { rangeRules } from './rules/range-rules';
import { textRules, type FieldRule } from './rules/text-rules';
import type {
	InvalidField,
	SwvFormData,
	SwvRule,
	SwvSchema,
	SwvValue,
} from './types';

export type * from './types';

const FIELD_RULES: Record< string, FieldRule > = {
	...textRules,
	...rangeRules,
	...fileRules,
};

/** A bad call, with a stable code like the server's errors. */
export class SwvError extends Error {
	readonly code: string;

	constructor( code: string, message: string ) {
		super( message );
		this.code = code;
	}
}

/**
 * Whether the engine knows a rule name (the 22 field rules, all and any).
 *
 * @param name A rule name.
 */
export function isKnownRule( name: string ): boolean {
	return (
		name === 'all' || name === 'any' || FIELD_RULES.hasOwnProperty( name )
	);
}

// CF7 drops rules it does not know (a newer schema must not break an older script).
function knownChildren( rule: SwvRule ): SwvRule[] {
	return ( Array.isArray( rule.rules ) ? rule.rules : [] ).filter(
		( child: SwvRule ) => isKnownRule( String( child?.rule ) )
	);
}

/**
 * The rule that failed, or null when the data satisfies `rule`. `all` reports its first failing
 * child (that child's field and error); `any` reports itself when no child passes.
 * @param rule A rule: its name and properties.
 * @param data The form data.
 */
function failingRule( rule: SwvRule, data: SwvFormData ): SwvRule | null {
	if ( rule.rule === 'all' ) {
		for ( const child of knownChildren( rule ) ) {
			const failed = failingRule( child, data );
			if ( failed ) {
				return failed;
			}
		}
		return null;
	}
	if ( rule.rule === 'any' ) {
		const passes = knownChildren( rule ).some(
			( child ) => failingRule( child, data ) === null
		);
		return passes ? null : rule;
	}
	const check = FIELD_RULES[ rule.rule ];
	if ( ! check ) {
		return null;
	}
	return check( rule, fieldValues( data, rule.field ) ) ? null : rule;
}

function asFormData( value: unknown ): SwvFormData {
	const isRecord =
		typeof value === 'object' &&
		value !== null &&
		! Array.isArray( value ) &&
		! isFileLike( value );
	return isRecord ? ( value as SwvFormData ) : {};
}

/**
 * Whether a value satisfies one rule. For `all` and `any` the value is the whole form data (field
 * name to value); for every other rule it is the one field's value.
 *
 * @param rule  A rule: its name and properties.
 * @param value The field's value, or the whole form data for all and any.
 * @example checkRule( { rule: 'minlength', field: 'f', threshold: 6 }, 'abcdef' ) // true
 */
export function checkRule(
	rule: SwvRule,
	value: SwvValue | SwvFormData
): boolean {
	const name = String( rule?.rule );
	if ( ! isKnownRule( name ) ) {
		throw new SwvError(
			'opengive_swv_unknown_rule',
			`There is no validation rule named "${ name }".`
		);
	}
	if ( name === 'all' || name === 'any' ) {
		return failingRule( rule, asFormData( value ) ) === null;
	}
	// The rule reads its own field, so place the value under that name.
	const field = rule.field ?? '';
	return (
		failingRule(
			{ ...rule, field: field || 'value' },
			{
				[ field || 'value' ]: value as SwvValue,
			}
		) === null
	);
}

/**
 * The invalid fields of a submission, in schema order: the first failing rule of each field, with
 * that rule's message (or the default one when the schema gives none).
 * @param schema   The form's SWV schema.
 * @param formData The posted fields (a record or a FormData).
 */
export function validate(
	schema: SwvSchema,
	formData: SwvFormData
): InvalidField[] {
	const invalid = new Map< string, InvalidField >();
	const rules = Array.isArray( schema?.rules ) ? schema.rules : [];
	for ( const rule of rules ) {
		if ( ! isKnownRule( String( rule?.rule ) ) ) {
			continue;
		}
		// A field that already failed is not checked again (CF7 shows one tip per field).
		if ( rule.field !== undefined && invalid.has( rule.field ) ) {
			continue;
		}
		const failed = failingRule( rule, formData );
		if ( ! failed ) {
			continue;
		}
		const field = failed.field ?? rule.field ?? '';
		if ( ! invalid.has( field ) ) {
			invalid.set( field, {
				field,
				message:
					typeof failed.error === 'string' && failed.error !== ''
						? failed.error
						: defaultMessage( failed.rule ),
				rule: failed.rule,
			} );
		}
	}
	return Array.from( invalid.values() );
}
