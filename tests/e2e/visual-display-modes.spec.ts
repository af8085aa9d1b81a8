/**
 * Every display mode looks like the inline form: the form (or its frame) fills the dialog's content
 * box, the selected level keeps its colours (axe's color-contrast rule checks it and passes it, not
 * "incomplete" as on a transparent background) and its keyboard focus ring is visible.
 */
import { createRequire } from 'node:module';
import { test, expect, type Frame, type Page } from '@playwright/test';
import { baseUrl } from '../site';

const require = createRequire( __filename );
const AXE = require.resolve( 'axe-core/axe.min.js' );

interface ContrastResult {
	violations: string[];
	/** Selectors of the nodes the rule checked and passed. */
	passed: string[];
	/** Nodes axe could not decide (e.g. text on a transparent background over a backdrop). */
	incomplete: string[];
}

/**
 * Runs only axe's color-contrast rule inside `selector`.
 * @param target
 * @param selector
 */
async function contrast(
	target: Page | Frame,
	selector: string
): Promise< ContrastResult > {
	await target.addScriptTag( { path: AXE } );
	return target.evaluate( async ( include ) => {
		const axe = ( window as unknown as { axe: { run: Function } } ).axe;
		const result = await axe.run(
			{ include: [ [ include ] ] },
			{ runOnly: { type: 'rule', values: [ 'color-contrast' ] } }
		);
		type Rule = { nodes: Array< { target: string[] } > };
		const targets = ( rules: Rule[] ) =>
			rules.flatMap( ( rule ) =>
				rule.nodes.map( ( node ) => node.target.join( ' ' ) )
			);
		return {
			violations: targets( result.violations ),
			passed: targets( result.passes ),
			incomplete: targets( result.incomplete ),
		};
	}, selector );
}

/**
 * Width of an element's content box (without padding).
 * @param target
 * @param selector
 */
async function contentWidth( target: Page | Frame, selector: string ) {
	return target
		.locator( selector )
		.first()
		.evaluate( ( element ) => {
			const style = getComputedStyle( element );
			return (
				element.getBoundingClientRect().width -
				parseFloat( style.paddingLeft ) -
				parseFloat( style.paddingRight )
			);
		} );
}

async function expectSelectedLevelStyled(
	page: Page,
	target: Page | Frame,
	scope: string
) {
	const selector = `${ scope } .wp-block-opengive-donation-form__level-button[aria-pressed="true"]`;
	const selected = target.locator( selector );
	await expect( selected ).toHaveCount( 1 );
	const colours = await selected.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return {
			background: style.backgroundColor,
			border: style.borderTopStyle,
		};
	} );
	expect( colours.background ).not.toBe( 'rgba(0, 0, 0, 0)' );
	expect( colours.border ).toBe( 'solid' );
	const result = await contrast( target, selector );
	expect( result.violations ).toEqual( [] );
	expect( result.incomplete ).toEqual( [] );
	expect( result.passed.length ).toBeGreaterThan( 0 );

	// Keyboard focus on the selected level (Tab from the level before it, so it is :focus-visible):
	// a solid ring in a colour other than the page's white.
	await selected.evaluate( ( element ) =>
		( element.previousElementSibling as HTMLElement ).focus()
	);
	await page.keyboard.press( 'Tab' );
	await expect( selected ).toBeFocused();
	const ring = await selected.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return {
			style: style.outlineStyle,
			width: parseFloat( style.outlineWidth ),
			colour: style.outlineColor,
			focusVisible: element.matches( ':focus-visible' ),
		};
	} );
	expect( ring.focusVisible ).toBe( true );
	expect( ring.style ).toBe( 'solid' );
	expect( ring.width ).toBeGreaterThanOrEqual( 2 );
	expect( ring.colour ).not.toBe( 'rgb(255, 255, 255)' );
}

async function openWaysToGive( page: Page ) {
	await page.goto( `${ baseUrl() }/ways-to-give/` );
	await expect(
		page.getByRole( 'button', { name: 'Donate now' } ).first()
	).toBeVisible();
}

test( 'button mode: the dialog’s form fills its content box, has no browser fieldset borders and its selected level is readable with a visible focus ring', async ( {
	page,
} ) => {
	await openWaysToGive( page );
	// Keyboard, so that focus rings count as :focus-visible.
	await page
		.locator( '.wp-block-opengive-donation-form' )
		.nth( 2 )
		.getByRole( 'button', { name: 'Donate now' } )
		.press( 'Enter' );
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	const form = dialog.locator( '.wp-block-opengive-donation-form__form' );
	const formWidth = ( await form.boundingBox() )!.width;
	expect(
		Math.abs(
			formWidth - ( await contentWidth( page, '.opengive-dialog' ) )
		)
	).toBeLessThan( 2 );
	const fieldsetBorder = await form
		.locator( 'fieldset' )
		.first()
		.evaluate( ( element ) => getComputedStyle( element ).borderTopStyle );
	expect( fieldsetBorder ).toBe( 'none' );
	await expectSelectedLevelStyled( page, page, '.opengive-dialog' );
	const whole = await contrast( page, '.opengive-dialog' );
	expect( whole.violations ).toEqual( [] );
} );

test( 'modal mode: the dialog opened from the amounts looks like the inline form', async ( {
	page,
} ) => {
	await openWaysToGive( page );
	const modal = page.locator( '.wp-block-opengive-donation-form' ).nth( 1 );
	await modal.getByRole( 'button', { name: /\$50\.00/ } ).click();
	await modal.getByRole( 'button', { name: 'Donate now' } ).press( 'Enter' );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expectSelectedLevelStyled( page, page, '.opengive-dialog' );
	const whole = await contrast( page, '.opengive-dialog' );
	expect( whole.violations ).toEqual( [] );
} );

test( 'campaign: the "Donate now" frame fills the dialog’s content width and the form inside it is styled', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/winter-lights/` );
	await page.getByRole( 'link', { name: 'Donate now' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Winter Lights 2026' } );
	await expect( dialog ).toBeVisible();
	const frameBox = await dialog.locator( 'iframe' ).boundingBox();
	const content = await contentWidth( page, '.opengive-dialog' );
	expect( content ).toBeGreaterThan( 500 );
	expect( Math.abs( frameBox!.width - content ) ).toBeLessThan( 2 );

	const frameElement = await dialog.locator( 'iframe' ).elementHandle();
	const frame = ( await frameElement!.contentFrame() )!;
	await expect(
		frame.getByRole( 'button', { name: /\$25\.00/ } )
	).toBeVisible();
	// The form inside uses the frame's width, up to the form's own maximum (36rem).
	const formWidth = ( await frame
		.locator( '.wp-block-opengive-donation-form' )
		.boundingBox() )!.width;
	expect( formWidth ).toBeGreaterThan( 500 );
	// The loader has lifted: the frame is visible.
	await expect( dialog.locator( 'iframe' ) ).toBeVisible();
	await expectSelectedLevelStyled( page, frame, 'body' );
	const whole = await contrast( frame, '.wp-block-opengive-donation-form' );
	expect( whole.violations ).toEqual( [] );
} );
