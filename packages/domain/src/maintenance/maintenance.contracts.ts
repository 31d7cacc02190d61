/** Data maintenance jobs, the backup and the caches (ADR 0014). */
export const maintenanceContracts = {};
