import { type AutocompleteQuery, autocompleteMinLength, can, type Permission } from '@tg/domain';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { forbidden, unauthenticated } from '../../platform/http/errors';
import { catalogueNameSuggestions } from '../manufacturer-catalog/manufacturer-catalog.read-model';
import { type ProductSuggestionField, productSuggestions } from '../products/products.read-model';
import { registryNumberSuggestions } from '../registry/registry.read-model';
import { warehouseSuggestions } from '../warehouses/warehouses.read-model';

/** Who may ask each module for suggestions; the storefront's catalogue is open to everyone. */
const readPermission: Record<AutocompleteQuery['module'], Permission | null> = {
  catalog: null,
  products: 'products.read',
  gov: 'registry.read',
  warehouses: 'warehouses.read',
};

/**
 * Suggestions for the filter panels (spec 3 §7): up to ten distinct values that start with what
 * was typed. Registry names come from the manufacturer catalogue (built from the registry), so a
 * suggestion never scans millions of rows; plates and chassis use their prefix indexes.
 */
export function createAutocompleteService(db: Database) {
  return {
    async suggest(caller: AccessClaims | null, query: AutocompleteQuery): Promise<string[]> {
      const permission = readPermission[query.module];
      if (permission) {
        if (!caller) throw unauthenticated();
        if (!can(caller.role, permission)) throw forbidden();
      }
      const typed = query.value.trim();
      if (typed.length < autocompleteMinLength) return [];
      // The query schema has checked the field against the module's list (autocompleteFields).
      switch (query.module) {
        case 'catalog':
        case 'products':
          return productSuggestions(db, query.field as ProductSuggestionField, typed, {
            visibleOnly: query.module === 'catalog',
            category: query.category || undefined,
          });
        case 'gov':
          if (query.field === 'plate' || query.field === 'chassis')
            return registryNumberSuggestions(db, query.field, typed);
          return catalogueNameSuggestions(
            db,
            query.field === 'manufacturer' ? 'manufacturer' : 'model',
            typed,
          );
        case 'warehouses':
          return warehouseSuggestions(db, query.field === 'owner' ? 'owner' : 'name', typed);
      }
    },
  };
}
export type AutocompleteService = ReturnType<typeof createAutocompleteService>;
