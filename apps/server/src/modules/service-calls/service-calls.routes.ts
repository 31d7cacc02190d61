import {
  agentListRequestSchema,
  createServiceCallRequestSchema,
  lastPendingServiceCallSchema,
  rolesWith,
  searchServiceCallRequestSchema,
  serviceCallSchema,
  serviceCallsListSchema,
  serviceCallsRequestSchema,
  updateServiceCallRequestSchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { ServiceCallsService } from './service-calls.service';

const tags = ['service calls'];
const base = '/insurance/serviceCall';
const legacy = '/generalServiceCalls';

/** Service calls: the current calls and the legacy aliases of spec 1 §7 (ADR 0010). */
export function serviceCallsRoutes(service: ServiceCallsService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const read = rolesWith('serviceCalls.read');

    for (const path of [`${base}/createServiceCall`, `${legacy}/createGeneralServiceCall`]) {
      app.post(
        path,
        {
          config: { access: rolesWith('serviceCalls.create') },
          schema: { tags, body: createServiceCallRequestSchema, response: { 201: serviceCallSchema } },
        },
        async (request, reply) =>
          reply.status(201).send(await service.create(callerOf(request), request.body.serviceCall)),
      );
    }

    app.post(
      `${base}/getServiceCalls`,
      {
        config: { access: read },
        schema: { tags, body: serviceCallsRequestSchema, response: { 200: serviceCallsListSchema } },
      },
      (request) => service.list(callerOf(request), request.body),
    );

    app.post(
      `${base}/updateGeneralServiceCall`,
      {
        config: { access: rolesWith('serviceCalls.approve') },
        schema: {
          tags,
          body: updateServiceCallRequestSchema,
          response: { 200: z.object({ serviceCall: serviceCallSchema }) },
        },
      },
      (request) =>
        service.approve(callerOf(request), request.body.serviceCall._id, request.body.serviceCall.notes),
    );

    app.post(
      `${legacy}/searchServiceCallById`,
      {
        config: { access: read },
        schema: {
          tags,
          body: searchServiceCallRequestSchema,
          response: { 200: z.object({ serviceCall: serviceCallSchema }) },
        },
      },
      (request) => service.find(callerOf(request), request.body.serviceCallId),
    );

    const agentTabs = {
      getAgentActiveServiceCallsByAgentType: 'active',
      getAgentPendingServiceCallsByAgentType: 'pending',
    } as const;
    for (const [name, status] of Object.entries(agentTabs)) {
      app.post(
        `${legacy}/${name}`,
        {
          config: { access: read },
          schema: { tags, body: agentListRequestSchema, response: { 200: serviceCallsListSchema } },
        },
        (request) => service.agentList(callerOf(request), status, request.body),
      );
    }

    app.post(
      `${legacy}/getLastPendingServiceCallId`,
      { config: { access: read }, schema: { tags, response: { 200: lastPendingServiceCallSchema } } },
      (request) => service.lastPendingNumber(callerOf(request)),
    );
  };
}
