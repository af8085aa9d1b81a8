import {
	initialSubmitState,
	isSubmitting,
	submitCommand,
	submitTransition,
	type SubmitState,
	type SubmitStatus,
} from '../submit-machine';
import type { DonationReceipt } from '../../../api/donations';

const idle = initialSubmitState( null );
const withStatus = ( status: SubmitStatus ): SubmitState => ( {
	...idle,
	status,
} );
const ok = { amountValid: true, blocked: false, cardValid: true };
const serverError = {
	code: 'opengive_invalid_email',
	message: 'Please enter a valid email address.',
	field: 'email',
};

describe( 'what a submit does (spec section 4, "Submit" steps 1-2)', () => {
	it.each( [
		[ 'idle', ok, 'start' ],
		[ 'idle', { ...ok, amountValid: false }, 'ignore' ],
		[ 'idle', { ...ok, blocked: true }, 'ignore' ],
		[ 'sending', { ...ok, blocked: true }, 'ignore' ],
		[ 'idle', { ...ok, cardValid: false }, 'show-card-errors' ],
		// The card-token flow's second submit runs while the form still shows busy.
		[ 'resubmitting', { ...ok, blocked: true }, 'resume' ],
		[ 'resubmitting', { ...ok, amountValid: false }, 'ignore' ],
	] as const )( 'status %s with %j: %s', ( status, facts, command ) => {
		expect( submitCommand( status, facts ) ).toBe( command );
	} );
} );

describe( 'submit transitions', () => {
	it( 'starts idle with the error the server sent the form back with', () => {
		expect( initialSubmitState( serverError ) ).toEqual( {
			status: 'idle',
			error: serverError,
			receipt: null,
			tokenField: '',
			cardTouched: [],
		} );
	} );

	it( 'a started submit disables the form and clears the last error', () => {
		const next = submitTransition(
			{ ...idle, error: serverError },
			{ type: 'submit-started' }
		);
		expect( next.status ).toBe( 'sending' );
		expect( next.error ).toBeNull();
		expect( isSubmitting( next.status ) ).toBe( true );
	} );

	it( 'a received token fills the hidden field and asks for the resubmit', () => {
		const next = submitTransition( withStatus( 'sending' ), {
			type: 'token-received',
			token: 'tok_1',
		} );
		expect( next ).toMatchObject( {
			status: 'resubmitting',
			tokenField: 'tok_1',
		} );
		expect( isSubmitting( next.status ) ).toBe( true );
	} );

	it( 'success keeps the receipt and ends the machine', () => {
		const receipt = { donationId: 7 } as DonationReceipt;
		const next = submitTransition( withStatus( 'sending' ), {
			type: 'submit-succeeded',
			receipt,
		} );
		expect( next.status ).toBe( 'done' );
		expect( next.receipt ).toBe( receipt );
		expect( isSubmitting( next.status ) ).toBe( false );
	} );

	it( 'failure re-enables the form, shows the error and drops the used token', () => {
		const next = submitTransition(
			{ ...withStatus( 'sending' ), tokenField: 'tok_1' },
			{ type: 'submit-failed', error: serverError }
		);
		expect( next ).toMatchObject( {
			status: 'idle',
			error: serverError,
			tokenField: '',
		} );
	} );

	it( 'a rejected card shows every card field’s error', () => {
		expect(
			submitTransition( idle, { type: 'card-rejected' } ).cardTouched
		).toEqual( [ 'number', 'expiry', 'cvc' ] );
	} );

	it( 'an edited card drops the token made from the old one', () => {
		expect(
			submitTransition(
				{ ...idle, tokenField: 'tok_1' },
				{ type: 'card-changed' }
			).tokenField
		).toBe( '' );
	} );

	it( 'a left card field shows its errors from then on, once', () => {
		const once = submitTransition( idle, {
			type: 'card-left',
			field: 'cvc',
		} );
		const twice = submitTransition( once, {
			type: 'card-left',
			field: 'cvc',
		} );
		expect( once.cardTouched ).toEqual( [ 'cvc' ] );
		expect( twice ).toBe( once );
	} );
} );
