import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { allDocsQuerySchema } from '../documents/document.schema';
import { leadsQuerySchema } from '../leads/lead.schema';
import { policiesQuerySchema } from '../policies/policy.schema';
import { productsQuerySchema } from '../products/product-api.schema';
import { registryQuerySchema } from '../registry/registry.schema';
import { serviceCallsQuerySchema } from '../service-calls/service-call.schema';
import { usersQuerySchema } from '../users/user.schema';
import { exportLanguages } from './export-column';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The most rows "export selected" names in one address (`ids=a,b,c`, ADR 0044). */
export const exportSelectedMaxIds = 500;

/**
 * `ids=a,b,c`: only these rows of the list (the selected ones). The list's filters and scope still
 * apply, so an id the caller cannot see, or one the filter leaves out, is simply not in the file.
 */
const exportIds = z
  .string()
  .trim()
  .max(exportSelectedMaxIds * 40, { error: m.tooLong })
  .transform((raw) => [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: m.invalidValue }))
      .min(1, { error: m.required })
      .max(exportSelectedMaxIds, { error: m.invalidValue }),
  );

/** What every export takes besides its list's filters: the file's format, its language, its rows. */
const exportOptions = {
  format: z.enum(exportFormats, { error: m.invalidValue }).default('csv'),
  lang: z.enum(exportLanguages, { error: m.invalidValue }).default('he'),
  ids: exportIds.optional(),
};

/** A list's own filters (its query without paging) and the export's options: the export pages itself. */
const withoutPaging = { page: true, limit: true } as const;

/** The stock list's filters (it is a POST on the wire; an export is a GET like every other). */
const warehouseStockFilters = z.object({
  warehouseId: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(40, { error: m.tooLong }),
  search: z.string().trim().max(100, { error: m.tooLong }).optional(),
});

export const exportQuerySchemas = {
  subscriptions: policiesQuerySchema.omit(withoutPaging).extend(exportOptions),
  serviceCalls: serviceCallsQuerySchema.omit(withoutPaging).extend(exportOptions),
  users: usersQuerySchema.omit(withoutPaging).extend(exportOptions),
  products: productsQuerySchema.omit(withoutPaging).extend(exportOptions),
  registry: registryQuerySchema.omit(withoutPaging).extend(exportOptions),
  documents: allDocsQuerySchema.omit(withoutPaging).extend(exportOptions),
  warehouseStock: warehouseStockFilters.extend(exportOptions),
  leads: leadsQuerySchema.omit(withoutPaging).extend(exportOptions),
};

/** The lists that export, by the name in `/api/export/{list}`. */
export type ExportList = keyof typeof exportQuerySchemas;
export const exportLists = Object.keys(exportQuerySchemas) as ExportList[];
export type ExportQuery<L extends ExportList> = z.output<(typeof exportQuerySchemas)[L]>;
