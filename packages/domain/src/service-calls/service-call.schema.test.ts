import { describe, expect, it } from 'vitest';
import {
  serviceCallInputSchema,
  serviceCallsRequestSchema,
  updateServiceCallRequestSchema,
} from './service-call.schema';

const callId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** The list's order when none is asked: newest first, as before lists could be sorted. */
const newestFirst = { sortBy: 'createdAt', sortDir: 'desc' };

describe('service calls: the list request (spec 1 §7 getServiceCalls)', () => {
  it('defaults to page 0, fifteen at a time', () => {
    expect(serviceCallsRequestSchema.parse({})).toEqual({ page: 0, limit: 15, ...newestFirst });
  });

  it('takes the filters flat', () => {
    expect(
      serviceCallsRequestSchema.parse({ page: '2', limit: '20', customerName: ' דנה ', status: 'pending' }),
    ).toEqual({
      page: 2,
      limit: 20,
      customerName: 'דנה',
      status: 'pending',
      ...newestFirst,
    });
  });

  it('takes the same filters under `filters`', () => {
    expect(
      serviceCallsRequestSchema.parse({
        filters: { customerName: 'דנה', vinNumber: 'WVW', status: 'active' },
        page: 1,
        limit: 25,
      }),
    ).toEqual({
      page: 1,
      limit: 25,
      customerName: 'דנה',
      vinNumber: 'WVW',
      status: 'active',
      ...newestFirst,
    });
  });

  it('ignores an empty or unusable `filters`', () => {
    expect(serviceCallsRequestSchema.parse({ filters: null, page: 3 })).toEqual({
      page: 3,
      limit: 15,
      ...newestFirst,
    });
    expect(serviceCallsRequestSchema.parse({ filters: 'x' })).toEqual({ page: 0, limit: 15, ...newestFirst });
  });

  it('takes a sort by one of its columns, and refuses any other column', () => {
    expect(serviceCallsRequestSchema.parse({ sortBy: 'customerName', sortDir: 'asc' })).toMatchObject({
      sortBy: 'customerName',
      sortDir: 'asc',
    });
    expect(serviceCallsRequestSchema.safeParse({ sortBy: 'notes' }).success).toBe(false);
    expect(serviceCallsRequestSchema.safeParse({ sortDir: 'up' }).success).toBe(false);
  });

  it('checks filters under `filters` like flat ones', () => {
    expect(serviceCallsRequestSchema.safeParse({ filters: { status: 'done' } }).success).toBe(false);
    expect(serviceCallsRequestSchema.safeParse({ filters: { page: -1 } }).success).toBe(false);
    expect(serviceCallsRequestSchema.safeParse({ limit: 101 }).success).toBe(false);
  });
});

describe('service calls: new call and approval', () => {
  const call = {
    machine: { tractorNumber: '12-345-67', machine: 'John Deere', model: '6R', year: '2021' },
    userInformation: {
      userType: 'business',
      name: 'חקלאות בע"מ',
      userId: '515123456',
      phoneNumber: '050-1234567',
      email: 'office@example.co.il',
    },
  };

  it('may be sent without a product, with empty slots and no damage report', () => {
    const parsed = serviceCallInputSchema.parse(call);
    expect(parsed.policyProduct).toBeNull();
    expect(parsed.isInsuranceCase).toBe(false);
    expect(parsed.damageReport).toBeNull();
    expect(parsed.machine.tractorNumber).toBe('1234567');
    expect(parsed.files.images.front).toBeNull();
  });

  it('approves with status approved only', () => {
    expect(
      updateServiceCallRequestSchema.parse({ serviceCall: { _id: callId, status: 'approved' } }),
    ).toEqual({
      serviceCall: { _id: callId, status: 'approved', notes: '' },
    });
    expect(
      updateServiceCallRequestSchema.safeParse({ serviceCall: { _id: callId, status: 'active' } }).error
        ?.issues[0]?.message,
    ).toBe('validation.invalidValue');
  });
});
