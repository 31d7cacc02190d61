import {
  type CreatedPolicy,
  createPendingPolicy,
  createRegistryVehicles,
  firstPolicyProduct,
  newVehicle,
  uniqueSerial,
} from '../fixtures/insurance';

/** Pending subscriptions of one test, findable together by the start of their plates. */
export interface OwnSubscriptions {
  /** The plates' common start: the list's plate search shows these rows and no one else's. */
  platePrefix: string;
  insuredName: string;
  policies: CreatedPolicy[];
}

/**
 * Makes `count` pending subscriptions the demo agent sold, on new vehicles whose plates share a
 * start no other test uses, so a list filtered by that start holds exactly these rows whatever
 * the other specs left in the shared database.
 */
export async function createOwnPendingSubscriptions(
  baseURL: string,
  count: number,
  label: string,
): Promise<OwnSubscriptions> {
  const serial = uniqueSerial();
  const platePrefix = `7${serial.slice(0, 8)}`;
  const vehicles = Array.from({ length: count }, (_, index) => ({
    ...newVehicle(`${serial}${index}`),
    plate: `${platePrefix}${index}`,
  }));
  await createRegistryVehicles(baseURL, vehicles);
  const product = await firstPolicyProduct(baseURL);
  const insuredName = `${label} ${serial}`;
  const policies: CreatedPolicy[] = [];
  for (const vehicle of vehicles) {
    policies.push(await createPendingPolicy(baseURL, { vehicle, product, insuredName }));
  }
  return { platePrefix, insuredName, policies };
}

/** The worker's subscriptions list at an address holding its filters (as a shared link would). */
export function subscriptionsAddress(filters: Record<string, string>): string {
  return `/dashboard/worker/services/insurance?${new URLSearchParams(filters).toString()}`;
}
