/** Subscriptions (policies), with the legacy aliases of spec 1 §7 (ADR 0010). */
export const policyContracts = {};
