/** The products catalogue and its categories (ADR 0013). */
export const productContracts = {};
