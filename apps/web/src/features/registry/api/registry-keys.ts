import type { RegistryCategory } from '@tg/domain';

/** One page of a category's list as the screen holds it; `page` counts from 1 (the wire counts from 0). */
export interface RegistryListParams {
  category: RegistryCategory;
  page: number;
  limit: number;
  /** Chassis prefix. */
  vinNumber?: string;
  /** Plate prefix. */
  tractorNumber?: string;
  /** Manufacturer. */
  machine?: string;
  model?: string;
  year?: string;
}

export const registryKeys = {
  all: ['registry'] as const,
  lists: () => [...registryKeys.all, 'list'] as const,
  list: (params: RegistryListParams) => [...registryKeys.lists(), params] as const,
  options: () => [...registryKeys.all, 'options'] as const,
  optionsOf: (category: RegistryCategory, machine = '', model = '') =>
    [...registryKeys.options(), category, machine, model] as const,
  lookups: () => [...registryKeys.all, 'lookup'] as const,
  lookup: (category: string, fields: string) => [...registryKeys.lookups(), category, fields] as const,
  importJob: (jobId: string) => [...registryKeys.all, 'import', jobId] as const,
};
