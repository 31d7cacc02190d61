import { useParams } from 'react-router-dom';
import { CategoriesPage } from './categories-page';
import { ProductsPage } from './products-page';
import { TemporaryTablePage } from './temporary-table-page';

/**
 * The worker's products/{category} route: two values are screens of their own (the temporary
 * table and the category manager); every other value is a category's table.
 */
export function ProductsRoute() {
  const { category } = useParams();
  if (category === 'temporaryTable') return <TemporaryTablePage />;
  if (category === 'categories') return <CategoriesPage />;
  return <ProductsPage />;
}
