import type { MachineSnapshotInput, PolicyProduct } from '@tg/domain';

export interface QuickCreateState {
  product: PolicyProduct | undefined;
  createdAt: string;
  expiredAt: string;
  machine: MachineSnapshotInput | null;
}

const present = (value: string | undefined | null) => Boolean(value?.trim());

/**
 * Spec 1 §2: create stays disabled until the product (with its number, name, price, type and
 * deductible), both dates, and the machine's chassis and tractor numbers are all there.
 */
export function isQuickCreateReady({ product, createdAt, expiredAt, machine }: QuickCreateState): boolean {
  return Boolean(
    product &&
      present(product.policyNumber) &&
      present(product.policyName) &&
      Number.isFinite(product.policyPrice) &&
      present(product.type) &&
      Number.isFinite(product.deductible) &&
      present(createdAt) &&
      present(expiredAt) &&
      present(machine?.vinNumber) &&
      present(machine?.tractorNumber),
  );
}
