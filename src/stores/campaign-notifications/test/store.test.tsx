import { act, render, within } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { DEFAULT_DURATION, actions, reducer, store, withDefaults } from '..';
import CampaignNotifications from '../../../admin/components/CampaignNotifications';

describe( 'campaign notifications', () => {
	it( 'fill the spec’s defaults: info, snackbar, 5000 ms, dismissible', () => {
		expect( withDefaults( { id: 'a', content: 'Saved' } ) ).toEqual( {
			id: 'a',
			content: 'Saved',
			type: 'info',
			autoHide: false,
			isDismissible: true,
			duration: DEFAULT_DURATION,
			notificationType: 'snackbar',
		} );
		expect( DEFAULT_DURATION ).toBe( 5000 );
	} );

	it( 'never add an id twice, and dismiss by id', () => {
		let state = reducer(
			undefined,
			actions.addNotification( { id: 'a', content: 'One' } )
		);
		state = reducer(
			state,
			actions.addNotification( { id: 'a', content: 'Again' } )
		);
		state = reducer(
			state,
			actions.addNotification( {
				id: 'b',
				content: 'Two',
				notificationType: 'notice',
			} )
		);
		expect( state.notifications.map( ( item ) => item.content ) ).toEqual( [
			'One',
			'Two',
		] );
		state = reducer( state, actions.dismissNotification( 'a' ) );
		expect( state.notifications.map( ( item ) => item.id ) ).toEqual( [
			'b',
		] );
		state = reducer( state, actions.dismissNotification( 'missing' ) );
		expect( state.notifications ).toHaveLength( 1 );
	} );

	it( 'hide an autoHide one after its duration; others stay until dismissed', () => {
		jest.useFakeTimers();
		const registry = createRegistry();
		registry.register( store );
		const dispatch = registry.dispatch( store );
		const { container } = render(
			<RegistryProvider value={ registry }>
				<CampaignNotifications />
			</RegistryProvider>
		);
		// The snackbar also speaks its text in a live region elsewhere on the page.
		const shown = within( container );
		act( () => {
			dispatch.addNotification( {
				id: 'saved',
				content: 'Campaign saved.',
				autoHide: true,
				duration: 2000,
			} );
			dispatch.addNotification( {
				id: 'goal',
				content: 'Goal reached!',
				notificationType: 'notice',
				type: 'success',
			} );
		} );
		expect( shown.getByText( 'Campaign saved.' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1999 );
		} );
		expect( shown.getByText( 'Campaign saved.' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect(
			shown.queryByText( 'Campaign saved.' )
		).not.toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 60000 );
		} );
		expect( shown.getByText( 'Goal reached!' ) ).toBeInTheDocument();
		expect(
			registry.select( store ).getNotificationsByType( 'notice' )
		).toHaveLength( 1 );
		jest.useRealTimers();
	} );
} );
