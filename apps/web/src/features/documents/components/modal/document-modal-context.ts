import type { BusinessDocument, DocCategory } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { DocumentModalMode } from './document-form-values';

/** What every tab and the side panel of one document modal need besides the form itself. */
export interface DocumentModalContextValue {
  mode: DocumentModalMode;
  /** The category of the document being written: a transfer's target, else the document's own. */
  category: DocCategory;
  /** The saved document (edit, view, delete) or the price quote a transfer starts from. */
  document?: BusinessDocument;
  /** View, delete and closed documents: nothing can be typed or chosen. */
  isReadOnly: boolean;
  /** Opens another document (the linked one) above this one. */
  openDocument: (category: DocCategory, docId: number) => void;
}

export const DocumentModalContext = createContext<DocumentModalContextValue | null>(null);

export function useDocumentModal(): DocumentModalContextValue {
  const value = useContext(DocumentModalContext);
  if (!value) throw new Error('useDocumentModal outside the document modal');
  return value;
}
