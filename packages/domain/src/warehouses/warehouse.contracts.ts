/** Warehouses, stock, transfers and printouts (spec 3 §6, ADR 0012). */
export const warehouseContracts = {};
