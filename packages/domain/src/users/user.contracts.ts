/** People: customers, agents, staff (spec 1 §6). */
export const userContracts = {};
