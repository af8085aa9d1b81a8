/**
 * Which address parts a country needs, from the same rules file the server reads
 * (plugin/data/address-rules.json), so the form can toggle required fields before the state list
 * arrives. The server stays the authority: it answers give_get_states and validates every address.
 */
import rules from '../../plugin/data/address-rules.json';

export interface AddressRequirements {
	showField: boolean;
	statesRequire: boolean;
	cityRequire: boolean;
	zipRequire: boolean;
	/** Whether the state is chosen from a list (fetched from the server). */
	hasStateList: boolean;
}

/**
 * The requirements for a country code.
 *
 * @example addressRequirements( 'HK' ) // no state, no city, no postcode
 * @param country ISO 3166-1 alpha-2 code.
 */
export function addressRequirements( country: string ): AddressRequirements {
	const code = country.toUpperCase();
	return {
		showField: ! rules.noState.includes( code ),
		statesRequire: rules.stateRequired.includes( code ),
		cityRequire: ! rules.noCity.includes( code ),
		zipRequire: ! rules.noPostcode.includes( code ),
		hasStateList: rules.stateList.includes( code ),
	};
}
