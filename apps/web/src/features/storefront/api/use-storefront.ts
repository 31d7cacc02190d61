import { useMutation, useQuery } from '@tanstack/react-query';
import { businessDetailsContracts, type CreateLeadRequest, leadContracts } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The business's public details change rarely: one answer serves a visit. */
const detailsStaleMs = 30 * 60_000;

/** Name, phone, WhatsApp, e-mail, address, hours and social links for every public page. */
export function usePublicBusinessDetails() {
  return useQuery({
    queryKey: contractKey(businessDetailsContracts.getPublic),
    queryFn: ({ signal }) => call(businessDetailsContracts.getPublic, undefined, { signal }),
    staleTime: detailsStaleMs,
  });
}

/** A visitor's request for a quote (POST /api/leads): answers the lead's number. */
export function useCreateLead() {
  return useMutation({
    mutationFn: (request: CreateLeadRequest) => call(leadContracts.create, request),
  });
}
