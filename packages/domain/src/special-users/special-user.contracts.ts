/** Fixed sign-in codes (ADR 0017). */
export const specialUserContracts = {};
