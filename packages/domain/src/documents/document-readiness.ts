/** The three kinds of business document (spec 2 §1). */
export const documentCategories = ['priceQuote', 'workCard', 'shippingCertificate'] as const;
export type DocCategory = (typeof documentCategories)[number];
