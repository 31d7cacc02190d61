/** Query keys of the wizard's own reads (the catalogue it offers). */
export const wizardKeys = {
  all: ['insurance-wizard'] as const,
  products: () => [...wizardKeys.all, 'subscription-products'] as const,
};
