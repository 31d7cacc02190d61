import { documentSlots, type Files, type Policy } from '@tg/domain';

/** Subscriptions made before the file slots existed kept their two documents as plain links. */
const legacyDocumentOf = { machineInsurance: 'carPolicy', machineLicense: 'carLicense' } as const;

/**
 * A subscription's files as the file-slot view shows them: its older plain document links stand in
 * for empty document slots, and its older plain photo links come after the four photo slots.
 */
export function policyFileSlots(policy: Pick<Policy, 'files' | 'documents' | 'imageUrl'>): {
  files: Files;
  extraPhotos: string[];
} {
  const documents = { ...policy.files.documents };
  for (const slot of documentSlots) {
    const link = policy.documents[legacyDocumentOf[slot]];
    if (!documents[slot]?.value && link)
      documents[slot] = { _id: legacyDocumentOf[slot], value: link, previewUrl: '', fileName: '' };
  }
  return {
    files: { images: policy.files.images, documents },
    extraPhotos: policy.imageUrl.map((image) => image.value).filter(Boolean),
  };
}
