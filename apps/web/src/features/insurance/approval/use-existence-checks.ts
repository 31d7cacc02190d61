import type { RegistryLookupField } from '@tg/domain';
import { useRegistryLookup } from '../../registry/api/use-registry';
import { useUserLookup } from '../../users/api/use-users';

/** Spec 1 §4: each check is checking, exists, does not exist or cannot check (the call failed). */
export type ExistenceState = 'checking' | 'exists' | 'missing' | 'unknown';

export interface ExistenceCheck {
  state: ExistenceState;
  recheck: () => void;
}

function stateOf(query: { isFetching: boolean; isError: boolean; data?: unknown[] }): ExistenceState {
  if (query.isFetching) return 'checking';
  if (query.isError) return 'unknown';
  if (!query.data) return 'checking';
  return query.data.length > 0 ? 'exists' : 'missing';
}

/**
 * Whether the insured is a customer already, by ID or company number. The query lives under the
 * users' lookup key, so adding a customer anywhere checks again by itself.
 */
export function useCustomerCheck(userId: string, enabled: boolean): ExistenceCheck {
  const id = userId.trim();
  const alternatives = id ? [{ 'userInformation.userId': id }] : [];
  const query = useUserLookup('customer', alternatives, { enabled });
  return {
    // Without an ID there is nothing to look for: the customer cannot be found.
    state: id ? stateOf(query) : 'missing',
    recheck: () => void query.refetch(),
  };
}

/**
 * Whether the machine is in the government register (any category), by chassis or by plate. The
 * query lives under the registry's lookup key, so adding a vehicle checks again by itself.
 */
export function useVehicleCheck(vinNumber: string, tractorNumber: string, enabled: boolean): ExistenceCheck {
  const alternatives: Partial<Record<RegistryLookupField, string>>[] = [];
  if (vinNumber.trim()) alternatives.push({ mispar_shilda: vinNumber.trim() });
  if (tractorNumber.trim()) alternatives.push({ mispar_rechev: tractorNumber.trim() });
  const query = useRegistryLookup('gov-all', alternatives, { enabled });
  return {
    state: alternatives.length > 0 ? stateOf(query) : 'missing',
    recheck: () => void query.refetch(),
  };
}
