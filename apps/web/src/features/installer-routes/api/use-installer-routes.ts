import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContractInput,
  installerRouteContracts as calls,
  documentContracts,
  type InstallerRoute,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

type RoutesAnswer = { installerRoutes: InstallerRoute[] };

function routesInput(timeRange: string): ContractInput<typeof calls.routes> {
  return { timeRange };
}

export function routesKey(timeRange: string) {
  return contractKey(calls.routes, routesInput(timeRange));
}

/** Every installer's yesterday, day and tomorrow around the chosen day (`timeRange` dd/MM/yyyy). */
export function useInstallerRoutes(timeRange: string) {
  const input = routesInput(timeRange);
  return useQuery({
    queryKey: contractKey(calls.routes, input),
    queryFn: ({ signal }) => call(calls.routes, input, { signal }),
  });
}

/** The tile server the install names, if any: with none the map never asks the network. */
export function useMapSettings() {
  return useQuery({
    queryKey: contractKey(calls.mapSettings),
    queryFn: ({ signal }) => call(calls.mapSettings, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Route reads (the board, one installer): a change to a card refreshes them. */
export function useInvalidateRoutes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [calls.routes, calls.routeById].map((contract) =>
        queryClient.invalidateQueries({ queryKey: contractKey(contract) }),
      ),
    );
}

/** Puts a changed board in the cache at once (the route rule), before the refresh answers. */
export function useUpdateBoard(timeRange: string) {
  const queryClient = useQueryClient();
  return (update: (routes: InstallerRoute[]) => InstallerRoute[]) =>
    queryClient.setQueryData<RoutesAnswer>(routesKey(timeRange), (current) =>
      current ? { installerRoutes: update(current.installerRoutes) } : current,
    );
}

/** A card's route number, through updateItemByFields; 409 when the number is another card's. */
export function useSaveRouteNumber() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ docId, routeNumber }: { docId: number; routeNumber: number | null }) =>
      call(documentContracts.updateFields, { category: 'workCard', docId, fields: { routeNumber } }),
    onSuccess: () => void invalidate(),
  });
}

/** The best order of an installer's day: computed only, nothing changes. */
export function useOptimizeRoute() {
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.optimize>) => call(calls.optimize, input),
  });
}

/** Numbers the cards 1..n in the order given. */
export function useApplyRouteOrder() {
  const invalidate = useInvalidateRoutes();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.applyOrder>) => call(calls.applyOrder, input),
    onSuccess: () => void invalidate(),
  });
}
