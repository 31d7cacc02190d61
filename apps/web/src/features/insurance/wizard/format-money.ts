/** Shekels the way the product shows money (spec 1 §1): whole shekels unless there are agorot. */
export function formatShekels(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'he' ? 'he-IL' : language, {
    style: 'currency',
    currency: 'ILS',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
