import { useMutation } from '@tanstack/react-query';
import type { CatalogRebuildAnswer, MaintenanceJob, MaintenanceReport } from '@tg/domain';
import { api } from '../../../app/api-client';

/** Runs one data-maintenance job (POST /settings/<job>, no body) and answers its report. */
export function useRunMaintenanceJob(job: MaintenanceJob) {
  return useMutation({
    mutationFn: () => api.post<MaintenanceReport>(`/settings/${job}`),
  });
}

/** Builds the manufacturer catalogue from the registry and the products. */
export function useRebuildCatalog() {
  return useMutation({
    mutationFn: () => api.post<CatalogRebuildAnswer>('/catalog/rebuild'),
  });
}
