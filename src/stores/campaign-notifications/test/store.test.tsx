import { act, render, within } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import {
	actions,
	addNotificationAction,
	reducer,
	store,
	withDefaults,
} from '..';
import { specTiming } from '../../../../tests/unit/spec-timings';
import CampaignNotifications from '../../../admin/components/CampaignNotifications';

describe( 'campaign notifications', () => {
	it( 'fill the spec’s defaults: info, snackbar, 5000 ms, dismissible', () => {
		expect( withDefaults( { id: 'a', content: 'Saved' } ) ).toEqual( {
			id: 'a',
			content: 'Saved',
			type: 'info',
			autoHide: false,
			isDismissible: true,
			duration: specTiming( 'notificationDefaultDurationMs' ),
			notificationType: 'snackbar',
		} );
	} );

	it( 'never add an id twice, and dismiss by id', () => {
		let state = reducer(
			undefined,
			addNotificationAction( { id: 'a', content: 'One' } )
		);
		state = reducer(
			state,
			addNotificationAction( { id: 'a', content: 'Again' } )
		);
		state = reducer(
			state,
			addNotificationAction( {
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

	it( 'hide an autoHide one after its own duration while other notifications arrive and go', () => {
		jest.useFakeTimers();
		const registry = createRegistry();
		registry.register( store );
		const dispatch = registry.dispatch( store );
		render(
			<RegistryProvider value={ registry }>
				<CampaignNotifications />
			</RegistryProvider>
		);
		const ids = () =>
			registry
				.select( store )
				.getNotifications()
				.map( ( item ) => item.id );
		act( () => {
			dispatch.addNotification( {
				id: 'saved',
				content: 'Campaign saved.',
				autoHide: true,
			} );
		} );
		const duration = specTiming( 'notificationDefaultDurationMs' );
		act( () => {
			jest.advanceTimersByTime( duration - 1000 );
		} );
		// Other notifications change the list; "saved" keeps its own clock.
		act( () => {
			dispatch.addNotification( {
				id: 'goal',
				content: 'Goal reached!',
			} );
			dispatch.addNotification( {
				id: 'draft',
				content: 'Draft kept.',
				autoHide: true,
				duration: 60000,
			} );
			dispatch.dismissNotification( 'goal' );
		} );
		act( () => {
			jest.advanceTimersByTime( 999 );
		} );
		expect( ids() ).toEqual( [ 'saved', 'draft' ] );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( ids() ).toEqual( [ 'draft' ] );
		jest.useRealTimers();
	} );

	it( 'give one dismissed and added again under its id a fresh duration', () => {
		jest.useFakeTimers();
		const registry = createRegistry();
		registry.register( store );
		const dispatch = registry.dispatch( store );
		const shown = () => registry.select( store ).getNotifications().length;
		dispatch.addNotification( { id: 'a', content: 'One', autoHide: true } );
		jest.advanceTimersByTime( 3000 );
		dispatch.dismissNotification( 'a' );
		dispatch.addNotification( { id: 'a', content: 'Two', autoHide: true } );
		jest.advanceTimersByTime( 2000 );
		expect( shown() ).toBe( 1 );
		jest.advanceTimersByTime(
			specTiming( 'notificationDefaultDurationMs' ) - 2000
		);
		expect( shown() ).toBe( 0 );
		jest.useRealTimers();
	} );
} );
