export { Faq } from './components/faq';
export { ProductActions } from './components/product-actions';
export { useStorefrontPaths } from './storefront-paths';
