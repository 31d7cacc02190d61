/** Autocomplete for filter fields. */
export const autocompleteContracts = {};
