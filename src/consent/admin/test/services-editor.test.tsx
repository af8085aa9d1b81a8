/**
 * The consent screen's services editor: fields instead of a JSON textarea, comma-separated lists that
 * keep what is typed, unique slugs for added services, and removal.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ServicesEditor, slugFor, type Service } from '../ServicesEditor';

const youtube: Service = {
	slug: 'youtube',
	name: 'YouTube',
	category: 'marketing',
	cookies: [ 'VISITOR_INFO1_LIVE' ],
	patterns: [ 'youtube.com' ],
	reason: '',
};

function open( name: string ) {
	fireEvent.click( screen.getByRole( 'button', { name } ) );
}

test( 'typing patterns with commas sends the parsed list and keeps the text as typed', () => {
	const onChange = jest.fn();
	render( <ServicesEditor services={ [ youtube ] } onChange={ onChange } /> );
	open( 'YouTube (marketing)' );
	const field = screen.getByLabelText( /Address or code patterns/ );
	fireEvent.change( field, { target: { value: 'youtube.com, youtu.be,' } } );
	expect( onChange ).toHaveBeenLastCalledWith( [
		{ ...youtube, patterns: [ 'youtube.com', 'youtu.be' ] },
	] );
	expect( ( field as HTMLInputElement ).value ).toBe(
		'youtube.com, youtu.be,'
	);
} );

test( 'the category is chosen from the four categories', () => {
	const onChange = jest.fn();
	render( <ServicesEditor services={ [ youtube ] } onChange={ onChange } /> );
	open( 'YouTube (marketing)' );
	fireEvent.change( screen.getByLabelText( 'Category' ), {
		target: { value: 'statistics' },
	} );
	expect( onChange ).toHaveBeenLastCalledWith( [
		{ ...youtube, category: 'statistics' },
	] );
} );

test( 'adding gives the new service a slug no other service has; removing drops only that one', () => {
	const onChange = jest.fn();
	const taken = { ...youtube, slug: 'new-service', name: 'Taken' };
	render(
		<ServicesEditor services={ [ youtube, taken ] } onChange={ onChange } />
	);
	open( 'Add a service' );
	const added = onChange.mock.calls[ 0 ][ 0 ] as Service[];
	expect( added.map( ( s ) => s.slug ) ).toEqual( [
		'youtube',
		'new-service',
		'new-service-2',
	] );
	open( 'YouTube (marketing)' );
	open( 'Remove YouTube' );
	expect( onChange ).toHaveBeenLastCalledWith( [ taken ] );
} );

test( 'slugs are lowercase letters, digits, - and _', () => {
	expect( slugFor( 'Meta Pixel (EU)!', [] ) ).toBe( 'meta-pixel-eu' );
	expect( slugFor( '***', [] ) ).toBe( 'service' );
} );
