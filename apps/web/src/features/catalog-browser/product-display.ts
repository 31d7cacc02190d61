import type { CatalogProduct } from '@tg/domain';

/** English and Russian readers get the English name when the product has one; others the Hebrew. */
export function productName(product: Pick<CatalogProduct, 'name' | 'en_name'>, language: string): string {
  const useEnglish = (language === 'en' || language === 'ru') && product.en_name.trim() !== '';
  return useEnglish ? product.en_name : product.name;
}

/** "2019, 2020" for a few years, "2012–2021" for a longer run. */
export function yearsText(years: readonly string[]): string {
  const sorted = [...new Set(years.map((year) => year.trim()).filter(Boolean))].sort();
  if (sorted.length > 3) return `${sorted[0]}–${sorted.at(-1)}`;
  return sorted.join(', ');
}

/** The machine a product fits, as one line: manufacturer, model and years, whichever are known. */
export function fitsText(product: Pick<CatalogProduct, 'manufacturer' | 'model' | 'years'>): string {
  return [product.manufacturer, product.model, yearsText(product.years)].filter(Boolean).join(' ');
}
