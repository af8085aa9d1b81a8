/**
 * The contract's region table on its own module, so the public banner (which gets its region from
 * the server) can leave it out of its bundle.
 */
import data from '../../plugin/data/consent-contract.json';
import type { RegionRule } from './contract';

export const REGIONS = data.regions as Record< string, RegionRule >;
