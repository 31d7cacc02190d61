/** The manufacturer catalogue manager (ADR 0015). */
export const manufacturerCatalogContracts = {};
