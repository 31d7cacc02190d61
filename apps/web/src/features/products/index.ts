export { ProductDialog, type ProductDialogProps } from './components/product-dialog/product-dialog';
export { ProductPicker, type ProductPickerProps } from './components/product-picker';
export { CategoriesPage } from './pages/categories-page';
export { ProductsPage } from './pages/products-page';
export { TemporaryTablePage } from './pages/temporary-table-page';
