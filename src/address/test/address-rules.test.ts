import { addressRequirements } from '../address-rules';
import fixture from '../../../tests/fixtures/address-requirements.json';

describe( 'address requirements fixture (shared with PHP)', () => {
	it.each( fixture.cases )( '$country', ( row ) => {
		expect( addressRequirements( row.country ) ).toEqual( {
			showField: row.showField,
			statesRequire: row.statesRequire,
			cityRequire: row.cityRequire,
			zipRequire: row.zipRequire,
			hasStateList: row.hasStateList,
		} );
	} );
} );
