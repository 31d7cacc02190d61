import {
  fitListFromText,
  fitTextFromList,
  mainWarehouseId,
  type Product,
  type ProductFile,
  type ProductInput,
} from '@tg/domain';

export const fitListFields = [
  'vinNumber',
  'tractorNumber',
  'alternateCatalogNumber',
  'vinNumberAdjustment',
] as const;
export type FitListField = (typeof fitListFields)[number];

export const customTextFields = [
  'color',
  'print',
  'holes',
  'type',
  'width',
  'height',
  'weight',
  'curvature',
] as const;
export type CustomTextField = (typeof customTextFields)[number];

/**
 * The product form as the screen holds it: what the request sends, with amounts and counts as
 * typed, the vehicle-fit lists and years as space-separated text, and files as shown (name, link)
 * rather than by id.
 */
export type ProductFormValues = Record<FitListField | CustomTextField, string> & {
  category: string;
  isOriginal: boolean;
  catalogNumber: string;
  name: string;
  en_name: string;
  visibility: boolean;
  manufacturer: string;
  model: string;
  years: string;
  options: string[];
  warehouse: string;
  supplier: { name: string; refNumber: string };
  deliveryTime: string;
  images: ProductFile[];
  docs: ProductFile[];
  price: string;
  purchasePrice: string;
  quantity: string;
  minQuantity: string;
  location: string;
  installationInstructions: string;
  comments: string;
};

export function emptyProductFormValues(category: string): ProductFormValues {
  return {
    category,
    isOriginal: false,
    catalogNumber: '',
    name: '',
    en_name: '',
    visibility: true,
    manufacturer: '',
    model: '',
    years: '',
    options: [],
    warehouse: mainWarehouseId,
    supplier: { name: '', refNumber: '' },
    deliveryTime: '',
    vinNumber: '',
    tractorNumber: '',
    alternateCatalogNumber: '',
    vinNumberAdjustment: '',
    images: [],
    docs: [],
    price: '',
    purchasePrice: '',
    quantity: '',
    minQuantity: '0',
    location: '',
    installationInstructions: '',
    color: '',
    print: '',
    holes: '',
    type: '',
    width: '',
    height: '',
    weight: '',
    curvature: '',
    comments: '',
  };
}

const amountText = (amount: number) => (amount ? String(amount) : '');

export function productToFormValues(product: Product): ProductFormValues {
  return {
    category: product.category,
    isOriginal: product.isOriginal,
    catalogNumber: product.catalogNumber,
    name: product.name,
    en_name: product.en_name,
    visibility: product.visibility,
    manufacturer: product.manufacturer,
    model: product.model,
    years: product.years.join(' '),
    options: [...product.options],
    warehouse: product.warehouse || mainWarehouseId,
    supplier: { name: product.supplier.name, refNumber: product.supplier.refNumber },
    deliveryTime: product.deliveryTime,
    vinNumber: fitTextFromList(product.vinNumber),
    tractorNumber: fitTextFromList(product.tractorNumber),
    alternateCatalogNumber: fitTextFromList(product.alternateCatalogNumber),
    vinNumberAdjustment: fitTextFromList(product.vinNumberAdjustment),
    images: [...product.imageUrl],
    docs: [...product.docs],
    price: amountText(product.price),
    purchasePrice: amountText(product.purchasePrice),
    quantity: String(product.quantity),
    minQuantity: String(product.minQuantity),
    location: product.location,
    installationInstructions: product.installationInstructions,
    color: product.color,
    print: product.print,
    holes: product.holes,
    type: product.type,
    width: product.width,
    height: product.height,
    weight: product.weight,
    curvature: product.curvature,
    comments: product.comments,
  };
}

/**
 * The request's `product`: what the domain schema validates and the server stores. Text is trimmed
 * and the fit lists are the lists the text gives, so spaces alone are no change to save; files are
 * listed by id (their signed links change on every load).
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  const trimmed = (value: string) => value.trim();
  return {
    category: trimmed(values.category),
    isOriginal: values.isOriginal,
    catalogNumber: trimmed(values.catalogNumber),
    name: trimmed(values.name),
    en_name: trimmed(values.en_name),
    visibility: values.visibility,
    manufacturer: trimmed(values.manufacturer),
    model: trimmed(values.model),
    years: values.years.trim().split(/\s+/).filter(Boolean).join(' '),
    options: values.options.map(trimmed).filter(Boolean),
    warehouse: trimmed(values.warehouse),
    supplier: { name: trimmed(values.supplier.name), refNumber: trimmed(values.supplier.refNumber) },
    deliveryTime: trimmed(values.deliveryTime),
    vinNumber: fitListFromText(values.vinNumber),
    tractorNumber: fitListFromText(values.tractorNumber),
    alternateCatalogNumber: fitListFromText(values.alternateCatalogNumber),
    vinNumberAdjustment: fitListFromText(values.vinNumberAdjustment),
    imageIds: values.images.map((file) => file._id),
    docIds: values.docs.map((file) => file._id),
    price: trimmed(values.price),
    purchasePrice: trimmed(values.purchasePrice),
    quantity: trimmed(values.quantity),
    minQuantity: trimmed(values.minQuantity),
    location: trimmed(values.location),
    installationInstructions: trimmed(values.installationInstructions),
    color: trimmed(values.color),
    print: trimmed(values.print),
    holes: trimmed(values.holes),
    type: trimmed(values.type),
    width: trimmed(values.width),
    height: trimmed(values.height),
    weight: trimmed(values.weight),
    curvature: trimmed(values.curvature),
    comments: trimmed(values.comments),
  };
}
