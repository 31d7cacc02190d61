import '@fastify/multipart';
import {
  agentListRequestSchema,
  agentPoliciesListSchema,
  cancelPolicyRequestSchema,
  createPolicyRequestSchema,
  deletePolicyRequestSchema,
  maxPolicyCsvBytes,
  policiesListSchema,
  policiesQuerySchema,
  policyImportResultSchema,
  policyPdfRequestSchema,
  policyPdfResultSchema,
  policySchema,
  policyUpdateResultSchema,
  renewPolicyRequestSchema,
  rolesWith,
  updatePolicyRequestSchema,
  validationMessages,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import { AppError } from '../../platform/http/errors';
import { readFileContent, readFilePart } from '../../platform/http/multipart';
import type { AgentTab, PoliciesService } from './policies.service';

const tags = ['subscriptions'];
const base = '/insurance/subscriptions';
const legacy = '/generalPolicies';

/** Subscriptions: the current calls and the legacy aliases of spec 1 §7 (ADR 0010). */
export function policiesRoutes(service: PoliciesService, importCsv: PoliciesImport) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const read = rolesWith('policies.read');
    const update = rolesWith('policies.update');

    app.post(
      `${base}/createGeneralPolicy`,
      {
        config: { access: rolesWith('policies.create') },
        schema: { tags, body: createPolicyRequestSchema, response: { 201: policySchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(callerOf(request), request.body.policy)),
    );

    for (const path of [`${base}/fetchGeneralPolicy`, `${legacy}/fetchGeneralPolicy`]) {
      app.post(
        path,
        {
          config: { access: read },
          schema: { tags, body: policiesQuerySchema, response: { 200: policiesListSchema } },
        },
        (request) => service.list(callerOf(request), request.body),
      );
    }

    app.post(
      `${base}/updateGeneralPolicy`,
      {
        // Approval inside is for staff only; the service checks it.
        config: { access: update },
        schema: { tags, body: updatePolicyRequestSchema, response: { 200: policyUpdateResultSchema } },
      },
      (request) => service.update(callerOf(request), request.body.generalPolicy),
    );

    app.post(
      `${base}/cancelGeneralPolicy`,
      {
        config: { access: update },
        schema: { tags, body: cancelPolicyRequestSchema, response: { 200: policySchema } },
      },
      (request) => service.cancel(callerOf(request), request.body._id, request.body.closeReason),
    );

    app.post(
      `${legacy}/deleteGeneralPolicy`,
      {
        config: { access: update },
        schema: { tags, body: deletePolicyRequestSchema, response: { 200: policySchema } },
      },
      (request) => service.cancelByLegacyDelete(callerOf(request), request.body.policyId),
    );

    app.post(
      `${base}/renewGeneralPolicy`,
      {
        config: { access: update },
        schema: { tags, body: renewPolicyRequestSchema, response: { 201: policySchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.renew(callerOf(request), request.body._id)),
    );

    app.post(
      `${base}/policyPdf`,
      {
        config: { access: read },
        schema: { tags, body: policyPdfRequestSchema, response: { 200: policyPdfResultSchema } },
      },
      (request) => service.pdfUrl(callerOf(request), request.body._id),
    );

    app.post(
      `${legacy}/searchPolicyByPolicyNumber`,
      {
        config: { access: read },
        schema: {
          tags,
          body: z.object({
            policyNumber: z.string().trim().min(1, { error: validationMessages.required }).max(20),
          }),
          response: { 200: z.object({ policy: policySchema }) },
        },
      },
      (request) => service.byNumber(callerOf(request), request.body.policyNumber),
    );

    app.post(
      `${legacy}/searchPolicyByTractorNumber`,
      {
        config: { access: read },
        schema: {
          tags,
          body: z.object({
            tractorNumber: z.string().trim().min(1, { error: validationMessages.required }).max(20),
          }),
          response: { 200: z.object({ policies: z.array(policySchema) }) },
        },
      },
      (request) => service.byTractorNumber(callerOf(request), request.body.tractorNumber),
    );

    const agentTabs: Record<string, AgentTab> = {
      getAgentPendingPoliciesByAgentType: 'pending',
      getAgentActivePoliciesByAgentType: 'active',
      getAgentCanceledPoliciesByAgentType: 'canceled',
    };
    for (const [name, tab] of Object.entries(agentTabs)) {
      app.post(
        `${legacy}/${name}`,
        {
          config: { access: read },
          schema: { tags, body: agentListRequestSchema, response: { 200: agentPoliciesListSchema } },
        },
        (request) => service.agentList(callerOf(request), tab, request.body),
      );
    }

    app.post(
      `${base}/importCsv`,
      {
        config: { access: rolesWith('policies.import') },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: policyImportResultSchema } },
      },
      async (request) => {
        const part = await readFilePart(request, maxPolicyCsvBytes);
        const content = await readFileContent(part, csvTooLarge);
        return importCsv(callerOf(request), content);
      },
    );
  };
}

export type PoliciesImport = (
  caller: ReturnType<typeof callerOf>,
  content: Buffer,
) => Promise<z.infer<typeof policyImportResultSchema>>;

const csvTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 413, 'The CSV file is too large', {
    fields: { file: validationMessages.fileTooLarge },
  });
