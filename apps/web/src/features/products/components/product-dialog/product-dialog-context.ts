import type { Product } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { FileUploads } from '../../../files/use-file-uploads';

export type ProductDialogMode = 'create' | 'edit' | 'view';

/** Spec 3 §2.3, in the spec's order. */
export const productDialogTabs = [
  'general',
  'adjustments',
  'prices',
  'attachments',
  'stock',
  'instructions',
  'custom',
  'comments',
] as const;
export type ProductDialogTab = (typeof productDialogTabs)[number];

const tabOfField: Record<string, ProductDialogTab> = {
  manufacturer: 'adjustments',
  model: 'adjustments',
  years: 'adjustments',
  vinNumber: 'adjustments',
  tractorNumber: 'adjustments',
  alternateCatalogNumber: 'adjustments',
  vinNumberAdjustment: 'adjustments',
  price: 'prices',
  purchasePrice: 'prices',
  images: 'attachments',
  docs: 'attachments',
  warehouse: 'stock',
  quantity: 'stock',
  minQuantity: 'stock',
  location: 'stock',
  installationInstructions: 'instructions',
  color: 'custom',
  print: 'custom',
  holes: 'custom',
  type: 'custom',
  width: 'custom',
  height: 'custom',
  weight: 'custom',
  curvature: 'custom',
  options: 'custom',
  supplier: 'custom',
  deliveryTime: 'custom',
  comments: 'comments',
};

/** The tab that shows a form path (`price`, `supplier.name`); everything else is general details. */
export function tabOfPath(path: string): ProductDialogTab {
  return tabOfField[path.split('.')[0] ?? ''] ?? 'general';
}

export interface ProductDialogContextValue {
  mode: ProductDialogMode;
  /** View mode: nothing can be typed, added or removed. */
  isReadOnly: boolean;
  /** The saved product (edit and view). */
  product?: Product;
  uploads: FileUploads;
}

export const ProductDialogContext = createContext<ProductDialogContextValue | null>(null);

export function useProductDialog(): ProductDialogContextValue {
  const value = useContext(ProductDialogContext);
  if (!value) throw new Error('useProductDialog outside a product dialog');
  return value;
}
