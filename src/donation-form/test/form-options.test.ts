import { formPickerOptions, toggleFormId } from '../form-options';

describe( 'formPickerOptions', () => {
	it( 'starts with a choose option and names untitled forms by id', () => {
		expect(
			formPickerOptions( [
				{ id: 3, title: { rendered: 'Winter appeal' } },
				{ id: 9, title: { rendered: '  ' } },
			] )
		).toEqual( [
			{ label: 'Choose a form…', value: '0' },
			{ label: 'Winter appeal', value: '3' },
			{ label: '(no title) #9', value: '9' },
		] );
	} );
} );

describe( 'toggleFormId', () => {
	it( 'adds a form at the end and removes it again, keeping the order', () => {
		expect( toggleFormId( [ 3, 1 ], 2 ) ).toEqual( [ 3, 1, 2 ] );
		expect( toggleFormId( [ 3, 1, 2 ], 1 ) ).toEqual( [ 3, 2 ] );
	} );
} );
