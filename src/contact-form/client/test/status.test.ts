/**
 * The status machine of spec section 4: server statuses map to the form's statuses, anything else
 * becomes a custom- status, and every change (only a change) emits wpcf7statuschanged.
 */
import { htmlStatus, setStatus, type ContactConfig } from '../status';

const config: ContactConfig = {
	id: 7,
	pluginVersion: '1.2.3',
	locale: 'en_GB',
	unitTag: 'wpcf7-f7-p2-o1',
	containerPost: 2,
	api: 'http://site.test/wp-json/opengive/v1/',
};

describe( 'htmlStatus', () => {
	it.each( [
		[ 'validation_failed', 'invalid' ],
		[ 'acceptance_missing', 'unaccepted' ],
		[ 'spam', 'spam' ],
		[ 'aborted', 'aborted' ],
		[ 'mail_sent', 'sent' ],
		[ 'mail_failed', 'failed' ],
		[ 'payment-required', 'payment-required' ],
		[ 'init', 'init' ],
		[ 'validating', 'validating' ],
		[ 'submitting', 'submitting' ],
		[ 'resetting', 'resetting' ],
	] )( 'maps %s to %s', ( server, html ) => {
		expect( htmlStatus( server ) ).toBe( html );
	} );

	it( 'turns any other server status into a custom-prefixed status', () => {
		expect( htmlStatus( 'waiting_for_approval' ) ).toBe(
			'custom-waiting-for-approval'
		);
		expect( htmlStatus( 'Queued!' ) ).toBe( 'custom-queued' );
	} );
} );

describe( 'setStatus', () => {
	function makeForm(): HTMLFormElement {
		document.body.innerHTML =
			'<form class="wpcf7-form init" data-status="init"><input name="your-name" value="Ada"><input type="hidden" name="_wpcf7" value="7"></form>';
		return document.querySelector( 'form' ) as HTMLFormElement;
	}

	it( 'swaps the status class and data-status and emits statuschanged with the previous status and CF7 detail', () => {
		const form = makeForm();
		const events: CustomEvent[] = [];
		document.addEventListener( 'wpcf7statuschanged', ( event ) =>
			events.push( event as CustomEvent )
		);

		setStatus( form, config, 'submitting' );
		setStatus( form, config, 'mail_sent' );

		expect( form.className ).toBe( 'wpcf7-form sent' );
		expect( form.dataset.status ).toBe( 'sent' );
		expect( events.map( ( event ) => event.detail.prevStatus ) ).toEqual( [
			'init',
			'submitting',
		] );
		expect( events.map( ( event ) => event.detail.status ) ).toEqual( [
			'submitting',
			'sent',
		] );
		expect( events[ 0 ].detail ).toMatchObject( {
			contactFormId: 7,
			pluginVersion: '1.2.3',
			contactFormLocale: 'en_GB',
			unitTag: 'wpcf7-f7-p2-o1',
			containerPostId: 2,
			inputs: [ { name: 'your-name', value: 'Ada' } ],
		} );
		expect( events[ 0 ].detail.formData ).toBeInstanceOf( FormData );
	} );

	it( 'emits nothing when the status does not change', () => {
		const form = makeForm();
		const listener = jest.fn();
		form.addEventListener( 'wpcf7statuschanged', listener );

		setStatus( form, config, 'init' );

		expect( listener ).not.toHaveBeenCalled();
	} );
} );
