import { render, screen } from '@testing-library/react';
import { brandName } from '../card-brand';
import CardFields from '../CardFields';
import { CARD_TYPES } from '../../payment/card';

const EMPTY = { number: '', expiry: '', cvc: '' };

function renderWith( number: string ) {
	return render(
		<CardFields
			card={ { ...EMPTY, number } }
			errors={ {} }
			onChange={ () => {} }
			onBlur={ () => {} }
			description=""
		/>
	);
}

describe( 'the card brand in the card number field', () => {
	it.each( [
		[ 'visa', 'Visa' ],
		[ 'mastercard', 'Mastercard' ],
		[ 'amex', 'American Express' ],
		[ 'dinersclub', 'Diners Club' ],
		[ 'unionpay', 'UnionPay' ],
		[ 'jcb', 'JCB' ],
	] )( 'names %s as "%s"', ( type, name ) => {
		expect( brandName( type ) ).toBe( name );
	} );

	it( 'has a proper name for every card type the detector knows (none left lowercase)', () => {
		for ( const type of CARD_TYPES ) {
			const name = brandName( type.type );
			expect( name.charAt( 0 ) ).toBe( name.charAt( 0 ).toUpperCase() );
			expect( name ).not.toBe( type.type );
		}
	} );

	it.each( [
		[ '4242 4242 4242 4242', 'Visa' ],
		[ '5555 5555 5555 4444', 'Mastercard' ],
		[ '3782 822463 10005', 'American Express' ],
	] )( 'shows "%s" as %s, not the bare id', ( number, name ) => {
		renderWith( number );
		const brand = screen.getByText( name );
		expect( brand ).toBeVisible();
		expect( screen.queryByText( /^(visa|mastercard|amex)$/ ) ).toBeNull();
		// Inside the number's field group, announced politely as the donor types.
		expect( brand.closest( '.opengive-card__number' ) ).not.toBeNull();
		expect( brand.closest( '[aria-live="polite"]' ) ).not.toBeNull();
	} );

	it( 'shows no brand before the number says which', () => {
		const { container } = renderWith( '' );
		expect(
			container.querySelector( '.opengive-card__brand-name' )
		).toBeNull();
	} );
} );
