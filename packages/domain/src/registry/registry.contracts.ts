/** The machine registries and their imports (spec 1 §4, ADR 0008). */
export const registryContracts = {};
