import type { ImportJob, RegistryItem } from '@tg/domain';

/** A saved record as the API answers it, for the registry feature's tests. */
export function sampleRegistryItem(overrides: Partial<RegistryItem> = {}): RegistryItem {
  return {
    _id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    category: 'braidTools',
    mispar_rechev: '1234501',
    mispar_shilda: '1L06155RKKK900123',
    tozeret_nm: 'JOHN DEERE',
    degem_nm: '6155R',
    shnat_yitzur: '2019',
    sug_tzama_nm: 'טרקטור',
    details: { koah_sus: '155', hanaa_nm: '4X4' },
    createdByGov: true,
    imageUrl: [],
    products: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    category: 'braidTools',
    fileName: 'braid-tools.csv',
    status: 'running',
    encoding: null,
    processedLines: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejectedLines: [],
    error: null,
    startedAt: '2025-01-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
