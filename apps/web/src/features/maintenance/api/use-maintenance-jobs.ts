import { useMutation } from '@tanstack/react-query';
import { type MaintenanceJob, maintenanceContracts, manufacturerCatalogContracts } from '@tg/domain';
import { call } from '../../../app/api-client';

/** Runs one data-maintenance job (no body) and answers its report. */
export function useRunMaintenanceJob(job: MaintenanceJob) {
  return useMutation({
    mutationFn: () => call(maintenanceContracts[job], {}),
  });
}

/** Builds the manufacturer catalogue from the registry and the products. */
export function useRebuildCatalog() {
  return useMutation({
    mutationFn: () => call(manufacturerCatalogContracts.rebuild, {}),
  });
}
