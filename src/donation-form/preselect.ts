/**
 * Reads the choices a link can preselect (spec section 2): form-id, level-id, custom-amount and
 * payment-mode, e.g. when a donor is sent back to the form.
 */
import type { FormConfig } from '../types/form-config';
import { CUSTOM_LEVEL } from './amount';
import urlPreselection from '../../plugin/data/url-preselection.json';

/** The parameter names, shared with PHP's DonationFormViewModel (plugin/data/url-preselection.json). */
const PARAMS = urlPreselection.params;

export interface Preselection {
	levelId?: string;
	customText?: string;
	gatewayId?: string;
}

/**
 * The preselection for this form, ignoring values that do not fit it (another form's id, an unknown
 * level, a gateway the form does not offer, a custom amount on a levels-only form).
 *
 * @example preselectionFromQuery( '?form-id=7&level-id=3', config ) // { levelId: '3' }
 * @param query  The page address's query string.
 * @param config Form configuration.
 */
export function preselectionFromQuery(
	query: string,
	config: FormConfig
): Preselection {
	const params = new URLSearchParams( query );
	const formId = params.get( PARAMS.formId );
	if ( formId !== null && Number( formId ) !== config.formId ) {
		return {};
	}
	const result: Preselection = {};
	const levelId = params.get( PARAMS.levelId );
	if ( levelId && config.levels.some( ( level ) => level.id === levelId ) ) {
		result.levelId = levelId;
	}
	const custom = params.get( PARAMS.customAmount );
	if ( custom && config.customAmount && ! result.levelId ) {
		result.levelId = CUSTOM_LEVEL;
		result.customText = custom;
	}
	const gateway = params.get( PARAMS.gatewayId );
	if ( gateway && config.gateways.some( ( item ) => item.id === gateway ) ) {
		result.gatewayId = gateway;
	}
	return result;
}
