/** The storefront’s product browser. */
export const catalogContracts = {};
