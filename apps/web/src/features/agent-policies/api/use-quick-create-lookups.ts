import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type MachineSnapshotInput,
  normalizeMachineNumber,
  policyProductContracts,
  type RegistryItem,
  type User,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';
import { lookupRegistryItems } from '../../registry/api/use-registry';
import { lookupUsers } from '../../users/api/use-users';

/** Every subscription product, on one page counted from 1 as the service-letter call counts. */
const allProducts = { page: 1, limit: 100 };

/**
 * Every subscription product to choose from; a hundred is far more than the office sells. Under the
 * service letters' own list key, so their edits refresh this choice too.
 */
export function useQuickCreateProducts(enabled: boolean) {
  return useQuery({
    queryKey: contractKey(policyProductContracts.list, allProducts),
    queryFn: () => call(policyProductContracts.list, allProducts),
    enabled,
    staleTime: 60_000,
  });
}

export type MachineSearchField = 'tractorNumber' | 'vinNumber';

/** The government register's names for what the search is by (spec 1 §7). */
const registryFieldOf = { tractorNumber: 'mispar_rechev', vinNumber: 'mispar_shilda' } as const;

/** Searches every register for the machine; several answers mean the person picks one. */
export function useMachineSearch() {
  return useMutation({
    mutationFn: ({ field, value }: { field: MachineSearchField; value: string }) =>
      lookupRegistryItems('gov-all', [{ [registryFieldOf[field]]: normalizeMachineNumber(value) }]),
  });
}

/** A register record as the subscription keeps its machine. */
export function machineFromRegistry(item: RegistryItem): Required<MachineSnapshotInput> {
  return {
    vinNumber: item.mispar_shilda,
    tractorNumber: item.mispar_rechev,
    machine: item.tozeret_nm,
    model: item.degem_nm,
    year: item.shnat_yitzur,
    description: item.sug_tzama_nm,
  };
}

/** The customer who owns the machine, by chassis or plate; null when nobody does. */
export function useMachineCustomer() {
  return useMutation({
    mutationFn: async (machine: { vinNumber: string; tractorNumber: string }): Promise<User | null> => {
      const alternatives: Record<string, string>[] = [];
      if (machine.vinNumber) alternatives.push({ 'machines.vinNumber': machine.vinNumber });
      if (machine.tractorNumber) alternatives.push({ 'machines.tractorNumber': machine.tractorNumber });
      if (alternatives.length === 0) return null;
      const [customer] = await lookupUsers('customer', alternatives);
      return customer ?? null;
    },
  });
}
