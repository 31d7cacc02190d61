/**
 * File ids per slot, as subscriptions and service calls store them; the answer turns each into a
 * signed link (file-slots.ts). Kept in the module both share, so neither reaches into the other.
 */
export interface StoredFileSlots {
  images: { front: string | null; back: string | null; right: string | null; left: string | null };
  documents: { machineInsurance: string | null; machineLicense: string | null };
}
