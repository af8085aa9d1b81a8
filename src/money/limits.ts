/**
 * The most decimals a currency setting may have (display or minor units); keeps minor units inside
 * a 64-bit integer. PHP's twin is Support\Money\Currency::MAX_DECIMALS.
 */
export const MAX_DECIMALS = 4;
