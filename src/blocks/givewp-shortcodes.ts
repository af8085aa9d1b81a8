/**
 * Transforms from GiveWP's shortcodes to our blocks (issue 19), so a page moved from GiveWP becomes
 * blocks when its Shortcode block (or pasted text) is converted: [give_form id=…] becomes the
 * donation form block and [give_donor_wall …] the donor wall block, keeping every attribute both know.
 */
import { createBlock } from '@wordpress/blocks';

/** What WordPress's shortcode parser hands a transform: `named` holds key="value" pairs. */
export interface ShortcodeAttrs {
	named: Record< string, string | undefined >;
}

/** GiveWP's display_style to our displayMode ("onpage" is our "inline"). */
const DISPLAY_STYLES: Record< string, string > = {
	onpage: 'inline',
	modal: 'modal',
	reveal: 'reveal',
	button: 'button',
};

/** The donor wall's block attributes by GiveWP's shortcode names (plugin/src/DonorWall/WallAttributes.php). */
const WALL_NAMES: Record< string, string > = {
	donors_per_page: 'donorsPerPage',
	number: 'donorsPerPage',
	form_id: 'formId',
	campaign_id: 'campaignId',
	columns: 'columns',
	anonymous: 'anonymous',
	show_avatar: 'showAvatar',
	show_name: 'showName',
	show_company_name: 'showCompanyName',
	show_total: 'showTotal',
	show_time: 'showTime',
	show_comments: 'showComments',
	only_comments: 'onlyComments',
	comment_length: 'commentLength',
	readmore_text: 'readMoreText',
	loadmore_text: 'loadMoreText',
	avatar_size: 'avatarSize',
	orderby: 'orderBy',
	order: 'order',
};

const WALL_NUMBERS = [
	'donorsPerPage',
	'formId',
	'campaignId',
	'commentLength',
	'avatarSize',
];
const WALL_BOOLEANS = [
	'anonymous',
	'showAvatar',
	'showName',
	'showCompanyName',
	'showTotal',
	'showTime',
	'showComments',
	'onlyComments',
];

function positiveInteger( value: string | undefined ): number | undefined {
	const parsed = Number.parseInt( String( value ?? '' ), 10 );
	return Number.isFinite( parsed ) && parsed > 0 ? parsed : undefined;
}

/**
 * The donation form block's attributes for a [give_form] shortcode.
 *
 * @param attrs The parsed shortcode.
 */
export function formAttributesFromShortcode(
	attrs: ShortcodeAttrs
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	const formId = positiveInteger( attrs.named.id );
	if ( formId !== undefined ) {
		out.formId = formId;
	}
	const style = DISPLAY_STYLES[ String( attrs.named.display_style ?? '' ) ];
	if ( style ) {
		out.displayMode = style;
	}
	return out;
}

/**
 * The donor wall block's attributes for a [give_donor_wall] shortcode; values the block cannot hold
 * (an unparsable number, a "maybe" boolean) are left out, so the block's default applies.
 *
 * @param attrs The parsed shortcode.
 */
export function wallAttributesFromShortcode(
	attrs: ShortcodeAttrs
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	for ( const [ name, raw ] of Object.entries( attrs.named ) ) {
		const key = WALL_NAMES[ name ];
		if (
			! key ||
			raw === undefined ||
			( name === 'number' && 'donorsPerPage' in out )
		) {
			continue;
		}
		if ( WALL_NUMBERS.includes( key ) ) {
			const value = positiveInteger( raw );
			if ( value !== undefined ) {
				out[ key ] = value;
			}
		} else if ( WALL_BOOLEANS.includes( key ) ) {
			const flag = raw.toLowerCase();
			if ( [ 'true', '1', 'yes', 'on' ].includes( flag ) ) {
				out[ key ] = true;
			} else if ( [ 'false', '0', 'no', 'off' ].includes( flag ) ) {
				out[ key ] = false;
			}
		} else {
			out[ key ] = raw;
		}
	}
	return out;
}

/** The transform onto opengive/donation-form. */
export const giveFormTransform = {
	type: 'shortcode' as const,
	tag: 'give_form',
	isMatch: ( attrs: ShortcodeAttrs ) =>
		positiveInteger( attrs.named.id ) !== undefined,
	transform: ( attrs: ShortcodeAttrs ) =>
		createBlock(
			'opengive/donation-form',
			formAttributesFromShortcode( attrs )
		),
};

/** The transform onto opengive/donor-wall. */
export const giveDonorWallTransform = {
	type: 'shortcode' as const,
	tag: 'give_donor_wall',
	transform: ( attrs: ShortcodeAttrs ) =>
		createBlock(
			'opengive/donor-wall',
			wallAttributesFromShortcode( attrs )
		),
};

/**
 * As block settings' `transforms`.
 *
 * @param transform One of the transforms above.
 */
export function fromShortcode( transform: unknown ): { from: unknown[] } {
	return { from: [ transform ] };
}
