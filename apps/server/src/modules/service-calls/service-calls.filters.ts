import { normalizeMachineNumber, type ServiceCallStatus } from '@tg/domain';
import { and, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql-helpers';
import { serviceCalls } from './service-calls.table';

/**
 * What a service-call list is narrowed by, as plain values the service has already cleaned
 * (trimmed, machine numbers normalized); an absent field narrows nothing.
 */
export interface ServiceCallFilters {
  status?: ServiceCallStatus;
  createdBy?: string;
  /** Part of the insured's name, in any case. */
  insuredName?: string;
  insuredIdNumberStartsWith?: string;
  chassisStartsWith?: string;
  plateStartsWith?: string;
  /** The agent's general search: name, ID, chassis, plate, SC- number or manufacturer. */
  search?: string;
}

const startsWith = (term: string) => `${escapeLike(term)}%`;

/** The list's conditions; only the repository turns filters into SQL. */
export function serviceCallConditions(filters: ServiceCallFilters): SQL | undefined {
  const { search } = filters;
  const number = search?.toUpperCase().replace(/\s/g, '');
  return and(
    filters.status ? eq(serviceCalls.status, filters.status) : undefined,
    filters.createdBy ? eq(serviceCalls.createdById, filters.createdBy) : undefined,
    filters.insuredName ? ilike(serviceCalls.insuredName, `%${escapeLike(filters.insuredName)}%`) : undefined,
    filters.insuredIdNumberStartsWith
      ? like(serviceCalls.insuredIdNumber, startsWith(filters.insuredIdNumberStartsWith))
      : undefined,
    filters.chassisStartsWith ? like(serviceCalls.chassis, startsWith(filters.chassisStartsWith)) : undefined,
    filters.plateStartsWith ? like(serviceCalls.plate, startsWith(filters.plateStartsWith)) : undefined,
    search && number
      ? or(
          ilike(serviceCalls.insuredName, `%${escapeLike(search)}%`),
          like(serviceCalls.insuredIdNumber, startsWith(search)),
          like(serviceCalls.chassis, startsWith(normalizeMachineNumber(search))),
          like(serviceCalls.plate, startsWith(normalizeMachineNumber(search))),
          like(
            serviceCalls.serviceCallNumber,
            startsWith(number.startsWith('SC-') ? number : `SC-${number}`),
          ),
          // The manufacturer sits in the machine snapshot; the agent's general search looks there too.
          sql`${serviceCalls.machine}->>'machine' ilike ${`%${escapeLike(search)}%`}`,
        )
      : undefined,
  );
}
