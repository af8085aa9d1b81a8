import {
	isConditionMet,
	visibleFieldNames,
	type FieldCondition,
} from '../conditions';
import conditions from '../../../tests/fixtures/conditions.json';

interface Fixture {
	cases: Array< {
		name: string;
		condition: FieldCondition | null;
		values: Record< string, string >;
		expected: boolean;
	} >;
	chains: Array< {
		name: string;
		fields: Array< { name: string; condition: FieldCondition } >;
		values: Record< string, string >;
		expected: string[];
	} >;
}

const fixture = conditions as unknown as Fixture;

describe( 'conditions fixture (shared with PHP)', () => {
	it.each( fixture.cases )( '$name', ( { condition, values, expected } ) => {
		expect( isConditionMet( condition, values ) ).toBe( expected );
	} );

	it.each( fixture.chains )( '$name', ( { fields, values, expected } ) => {
		expect( visibleFieldNames( fields, values ) ).toEqual( expected );
	} );
} );
