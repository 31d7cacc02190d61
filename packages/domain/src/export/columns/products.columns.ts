import type { Product } from '../../products/product-api.schema';
import { type ExportColumn, numberColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

export const productColumns: readonly ExportColumn<Product>[] = [
  textColumn('catalogNumber', h.catalogNumber, (row) => row.catalogNumber, { width: 16 }),
  textColumn('name', h.productName, (row) => row.name, { width: 28 }),
  textColumn(
    'englishName',
    translated('שם באנגלית', 'English name', 'الاسم بالإنجليزية', 'Название на английском'),
    (row) => row.en_name,
    { width: 24 },
  ),
  textColumn('category', h.category, (row) => row.category),
  textColumn('manufacturer', h.manufacturer, (row) => row.manufacturer),
  textColumn('model', h.model, (row) => row.model),
  numberColumn(
    'price',
    translated('מחיר כולל מע"מ', 'Price incl. VAT', 'السعر شامل الضريبة', 'Цена с НДС'),
    (row) => row.price,
    'money',
  ),
  numberColumn(
    'priceBeforeVat',
    translated('מחיר לפני מע"מ', 'Price before VAT', 'السعر قبل الضريبة', 'Цена без НДС'),
    (row) => row.priceBeforeVat,
    'money',
  ),
  numberColumn('quantity', h.quantity, (row) => row.quantity),
  textColumn('location', h.location, (row) => row.location),
];
