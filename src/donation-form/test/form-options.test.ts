import { formPickerOptions } from '../form-options';

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
