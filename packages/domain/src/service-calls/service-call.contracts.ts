/** Service calls (spec 1 §8). */
export const serviceCallContracts = {};
