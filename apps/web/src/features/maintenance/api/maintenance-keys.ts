export const maintenanceKeys = {
  all: ['maintenance'] as const,
  caches: () => [...maintenanceKeys.all, 'caches'] as const,
};
