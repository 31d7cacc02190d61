import {
  type AttachedFile,
  defaultStockLocation,
  normalizeMachineNumber,
  type ParsedProductInput,
  type Product,
  type ProductFile,
  priceBeforeVat,
} from '@tg/domain';
import type { HeldStock } from '../warehouses/warehouses.service';
import type { NewProductRow, ProductRow } from './products.table';

/** Entities the files module keeps product attachments under (images and documents apart). */
export const imageOwner = 'productImage';
export const docOwner = 'productDoc';

const asFit = (values: readonly string[]) => values.map((value) => ({ value }));

export function toProductFile(file: AttachedFile): ProductFile {
  return { _id: file._id, value: file.url, url: file.url, name: file.name };
}

/** The normalised chassis and vehicle numbers a product fits: what the vehicle search looks for. */
export function fitKeysOf(input: { chassisNumbers: readonly string[]; plates: readonly string[] }): string[] {
  const keys = [...input.chassisNumbers, ...input.plates].map(normalizeMachineNumber).filter(Boolean);
  return [...new Set(keys)];
}

/** The columns a saved form writes (stock fields go to `warehouse_stock`, files to the files module). */
export function valuesOf(input: ParsedProductInput): Omit<NewProductRow, 'createdById'> {
  const chassisNumbers = input.vinNumber.map((item) => item.value);
  const plates = input.tractorNumber.map((item) => item.value);
  return {
    category: input.category,
    isOriginal: input.isOriginal,
    catalogNumber: input.catalogNumber,
    name: input.name,
    enName: input.en_name,
    visibility: input.visibility,
    manufacturer: input.manufacturer,
    model: input.model,
    years: input.years,
    options: input.options,
    chassisNumbers,
    plates,
    alternateCatalogNumbers: input.alternateCatalogNumber.map((item) => item.value),
    chassisAdjustments: input.vinNumberAdjustment.map((item) => item.value),
    fitKeys: fitKeysOf({ chassisNumbers, plates }),
    price: input.price,
    purchasePrice: input.purchasePrice,
    supplierPrice: input.supplierPrice,
    warehouse: input.warehouse,
    installationInstructions: input.installationInstructions,
    color: input.color,
    print: input.print,
    holes: input.holes,
    type: input.type,
    width: input.width,
    height: input.height,
    weight: input.weight,
    curvature: input.curvature,
    comments: input.comments,
    supplierName: input.supplier.name,
    supplierRef: input.supplier.refNumber,
    deliveryTime: input.deliveryTime,
  };
}

export function toProduct(
  row: ProductRow,
  stock: HeldStock | undefined,
  images: readonly AttachedFile[],
  docs: readonly AttachedFile[],
  vatPercent: number,
): Product {
  return {
    _id: row.id,
    visibility: row.visibility,
    category: row.category,
    isOriginal: row.isOriginal,
    catalogNumber: row.catalogNumber,
    name: row.name,
    en_name: row.enName,
    manufacturer: row.manufacturer,
    model: row.model,
    years: row.years,
    options: row.options,
    vinNumber: asFit(row.chassisNumbers),
    tractorNumber: asFit(row.plates),
    alternateCatalogNumber: asFit(row.alternateCatalogNumbers),
    vinNumberAdjustment: asFit(row.chassisAdjustments),
    imageUrl: images.map(toProductFile),
    docs: docs.map(toProductFile),
    price: row.price,
    priceBeforeVat: priceBeforeVat(row.price, vatPercent),
    purchasePrice: row.purchasePrice,
    supplierPrice: row.supplierPrice,
    warehouse: row.warehouse,
    quantity: stock?.quantity ?? 0,
    minQuantity: stock?.minQuantity ?? 0,
    location: stock?.location ?? defaultStockLocation,
    installationInstructions: row.installationInstructions,
    color: row.color,
    print: row.print,
    holes: row.holes,
    type: row.type,
    width: row.width,
    height: row.height,
    weight: row.weight,
    curvature: row.curvature,
    comments: row.comments,
    supplier: { name: row.supplierName, refNumber: row.supplierRef },
    deliveryTime: row.deliveryTime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Fit lists as text in the audit log: short and readable. */
export function auditedValues(values: ReturnType<typeof valuesOf>) {
  const { fitKeys: _keys, ...rest } = values;
  return rest;
}
