import {
	INITIAL_LOGIN,
	loginTransition,
	type LoginEvent,
	type LoginState,
} from '../login-machine';

const open: LoginState = { ...INITIAL_LOGIN, view: 'open' };
const busy: LoginState = { ...open, busy: true };
const done: LoginState = {
	view: 'done',
	busy: false,
	errors: [],
	welcome: 'Welcome back.',
};

describe( 'in-form login transitions (spec section 4, "Login and register")', () => {
	it.each< [ string, LoginState, LoginEvent, LoginState ] >( [
		[ 'the link opens the panel', INITIAL_LOGIN, { type: 'opened' }, open ],
		[
			'cancel closes the panel and forgets its errors',
			{ ...open, errors: [ 'Wrong password.' ] },
			{ type: 'cancelled' },
			INITIAL_LOGIN,
		],
		[
			'a login disables the button and clears old errors',
			{ ...open, errors: [ 'Wrong password.' ] },
			{ type: 'submitted' },
			busy,
		],
		[
			'success shows the server message and closes the panel for good',
			busy,
			{ type: 'succeeded', messages: [ 'Welcome', 'back.' ] },
			{ ...done, welcome: 'Welcome back.' },
		],
		[
			'failure restores the button and shows the server errors',
			busy,
			{ type: 'failed', messages: [ 'Wrong password.' ] },
			{ ...open, errors: [ 'Wrong password.' ] },
		],
		[
			'the success message fades',
			done,
			{ type: 'welcome-faded' },
			{ ...done, welcome: null },
		],
		[
			'a logged-in panel does not open again',
			done,
			{ type: 'opened' },
			done,
		],
		[
			'a logged-in panel ignores cancel',
			done,
			{ type: 'cancelled' },
			done,
		],
	] )( '%s', ( _name, state, event, expected ) => {
		expect( loginTransition( state, event ) ).toEqual( expected );
	} );
} );
