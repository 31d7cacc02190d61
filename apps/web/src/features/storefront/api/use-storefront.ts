import { useMutation, useQuery } from '@tanstack/react-query';
import { businessDetailsRoutes, type CreateLeadRequest, leadRoutes } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The business's public details change rarely: one answer serves a visit. */
const detailsStaleMs = 30 * 60_000;

/** Name, phone, WhatsApp, e-mail, address, hours and social links for every public page. */
export function usePublicBusinessDetails() {
  return useQuery({
    queryKey: contractKey(businessDetailsRoutes.getPublic),
    queryFn: ({ signal }) => call(businessDetailsRoutes.getPublic, undefined, { signal }),
    staleTime: detailsStaleMs,
  });
}

/** A visitor's request for a quote (POST /api/leads): answers the lead's number. */
export function useCreateLead() {
  return useMutation({
    mutationFn: (request: CreateLeadRequest) => call(leadRoutes.create, request),
  });
}
