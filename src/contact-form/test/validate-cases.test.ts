/**
 * tests/fixtures/contact-form/validate-cases.json, shared with tests/php/SwvConformanceTest.php, so
 * the browser and the server give the same answer beyond the peer vectors: the spec's choices (url
 * schemes, trimming in required), WordPress's is_email, file types by name, composite rules and
 * validate()'s one-message-per-field result.
 */
import fixture from '../../../tests/fixtures/contact-form/validate-cases.json';
import {
	checkRule,
	validate,
	SwvError,
	type SwvFormData,
	type SwvRule,
	type SwvSchema,
	type SwvValue,
} from '../swv';

interface ValidateCase {
	name: string;
	schema: SwvSchema;
	data: Record< string, SwvValue >;
	files: Record< string, SwvValue >;
	expected: Array< { field: string; message: string; rule: string } >;
}

const checks = fixture.check.map(
	( row ) =>
		[
			row.name,
			row.rule as SwvRule,
			row.value as SwvValue,
			row.expected,
		] as const
);
const validations = ( fixture.validate as unknown as ValidateCase[] ).map(
	( row ) => [ row.name, row ] as const
);

describe( 'checkRule (validate-cases.json "check")', () => {
	it.each( checks )( '%s', ( _name, rule, value, expected ) => {
		expect( checkRule( rule, value ) ).toBe( expected );
	} );
} );

describe( 'validate (validate-cases.json "validate")', () => {
	it.each( validations )( '%s', ( _name, row ) => {
		expect( validate( row.schema, { ...row.data, ...row.files } ) ).toEqual(
			row.expected
		);
	} );
} );

describe( 'validate reads a browser FormData the same way', () => {
	it( 'finds checkbox values posted as name[] and ignores an empty file input', () => {
		const form = new FormData();
		form.append( 'your-name', 'Ada' );
		form.append( 'days[]', 'mon' );
		form.append( 'cv', new File( [], '' ) );
		const schema: SwvSchema = {
			rules: [
				{ rule: 'required', field: 'your-name', error: 'Name?' },
				{
					rule: 'minitems',
					field: 'days',
					threshold: 2,
					error: 'Two days.',
				},
				{ rule: 'requiredfile', field: 'cv', error: 'CV?' },
			],
		};
		expect( validate( schema, form as unknown as SwvFormData ) ).toEqual( [
			{ field: 'days', message: 'Two days.', rule: 'minitems' },
			{ field: 'cv', message: 'CV?', rule: 'requiredfile' },
		] );
	} );

	it( 'accepts a browser File with the right extension', () => {
		const form = new FormData();
		form.append(
			'cv',
			new File( [ 'abc' ], 'cv.pdf', { type: 'application/pdf' } )
		);
		const rules: SwvRule[] = [
			{
				rule: 'file',
				field: 'cv',
				accept: [ 'application/pdf' ],
				error: 'PDF only.',
			},
			{
				rule: 'maxfilesize',
				field: 'cv',
				threshold: 2,
				error: 'Too big.',
			},
		];
		expect( validate( { rules }, form as unknown as SwvFormData ) ).toEqual(
			[ { field: 'cv', message: 'Too big.', rule: 'maxfilesize' } ]
		);
	} );
} );

describe( 'bad input', () => {
	it( 'checkRule refuses a rule name it does not know, with a stable code', () => {
		let caught: unknown;
		try {
			checkRule( { rule: 'captcha', field: 'x' }, 'y' );
		} catch ( error ) {
			caught = error;
		}
		expect( caught ).toBeInstanceOf( SwvError );
		expect( ( caught as SwvError ).code ).toBe(
			'opengive_swv_unknown_rule'
		);
		expect( ( caught as SwvError ).message ).toBe(
			'There is no validation rule named "captcha".'
		);
	} );

	it( 'validate treats a schema without rules as nothing to check', () => {
		expect( validate( {}, { a: '' } ) ).toEqual( [] );
	} );

	it( 'an any rule with no known children fails, as in CF7', () => {
		expect(
			checkRule(
				{ rule: 'any', field: 'x', rules: [ { rule: 'nope' } ] },
				{}
			)
		).toBe( false );
	} );
} );
