/**
 * The block's preset period ("Monthly giving form" variation, config.initialPeriod) decides where
 * the period choice starts; without one the donor starts on "once", as before.
 */
import { initialFormState } from '../form-state';
import { formView } from '../selectors';
import { renderedFormConfig } from '../../../../tests/unit/rendered-forms';

// Home form: monthly recurring chosen by the donor (once or monthly).
const config = renderedFormConfig( 'home' );
const page = { loggedIn: false, reveal: false };

it( 'starts on once when the block presets no period', () => {
	const state = initialFormState( config, {}, page );
	expect( state.chosenPeriod ).toBe( 'once' );
} );

it( 'starts on the preset period and the form view offers it selected', () => {
	const state = initialFormState(
		{ ...config, initialPeriod: 'month' },
		{},
		page
	);
	expect( state.chosenPeriod ).toBe( 'month' );
	expect( formView( state, config ).period ).toBe( 'month' );
} );
