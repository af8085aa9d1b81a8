/**
 * The form's error block (spec section 8): it slides up 5000 ms after it appears, not before.
 */
import { act, render, screen } from '@testing-library/react';
import ErrorNotice from '../components/ErrorNotice';
import { specTiming } from '../../../tests/unit/spec-timings';

describe( 'ErrorNotice', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'stays for the spec’s 5000 ms, then hides; a new message starts the time again', () => {
		const lifetime = specTiming( 'errorNoticeLifetimeMs' );
		const { rerender } = render( <ErrorNotice message="Card declined." /> );
		act( () => jest.advanceTimersByTime( lifetime - 1 ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Card declined.'
		);
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		rerender( <ErrorNotice message="Still declined." /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Still declined.'
		);
		act( () => jest.advanceTimersByTime( lifetime - 1 ) );
		expect( screen.getByRole( 'alert' ) ).toBeVisible();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
