import type { AttachedFile, PolicyProduct, PolicyProductInput, PolicyProductType } from '@tg/domain';

/** The uploaded terms document as the form shows it: its stored id, a link to open it, its name. */
export interface TermsDocument {
  _id: string;
  url: string;
  name: string;
  /** Known only for a file uploaded in this dialog (to skip choosing the same file twice). */
  size?: number;
}

/**
 * The service-letter form as typed: amounts stay text until the schema reads them, the type may
 * be not chosen yet, and the terms are a document or a link (the link is hidden while a document
 * is attached).
 */
export interface PolicyProductFormValues {
  policyName: string;
  type: PolicyProductType | '';
  policyType: string;
  policyPrice: string;
  deductible: string;
  link: string;
  termsDocument: TermsDocument | null;
}

export const emptyPolicyProductFormValues: PolicyProductFormValues = {
  policyName: '',
  type: '',
  policyType: '',
  policyPrice: '',
  deductible: '',
  link: '',
  termsDocument: null,
};

export function productToFormValues(product: PolicyProduct): PolicyProductFormValues {
  const document = product.termsFile;
  return {
    policyName: product.policyName,
    type: product.type,
    policyType: product.policyType,
    policyPrice: String(product.policyPrice),
    deductible: String(product.deductible),
    // With a document the answer's link may be the document's own; the typed link is not shown then.
    link: document ? '' : product.link,
    termsDocument: document ? { _id: document._id, url: document.url, name: document.name } : null,
  };
}

export function storedToTermsDocument(stored: AttachedFile): TermsDocument {
  return { _id: stored._id, url: stored.url, name: stored.name, size: stored.size };
}

/**
 * The request the form would send, for the domain schema to validate and for edit tracking to
 * compare: trimmed, so spaces alone are no change, and the document by id only, since its signed
 * link is re-issued on every load. The terms are the document or the link, never both.
 */
export function toPolicyProductInput(values: PolicyProductFormValues): PolicyProductInput {
  return {
    policyName: values.policyName.trim(),
    type: (values.type || undefined) as PolicyProductType,
    policyType: values.policyType.trim(),
    policyPrice: values.policyPrice.trim(),
    deductible: values.deductible.trim(),
    link: values.termsDocument ? '' : values.link.trim(),
    termsFileId: values.termsDocument?._id ?? null,
  };
}

/** Form paths in the order the fields are shown, for focusing the first error. */
export const policyProductFieldOrder = [
  'policyName',
  'type',
  'policyType',
  'policyPrice',
  'deductible',
  'link',
] as const;
export type PolicyProductField = (typeof policyProductFieldOrder)[number];

/** The request names the document `termsFileId`; the form shows its errors with the link. */
export function formFieldOfRequestPath(path: string): PolicyProductField | undefined {
  if (path === 'termsFileId') return 'link';
  return (policyProductFieldOrder as readonly string[]).includes(path)
    ? (path as PolicyProductField)
    : undefined;
}
