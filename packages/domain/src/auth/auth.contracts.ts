/** Sign-in by code, tokens, the gate and staff sessions (spec 1 §3, ADR 0004, 0019). */
export const authContracts = {};
