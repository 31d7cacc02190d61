import { Box } from '@mui/material';
import { maxProductImages, type Product } from '@tg/domain';
import type { DataTableColumn } from '../../../ui/data-table';

/** Spec 3 §9: the images column shows up to three thumbnails. */
function Thumbnails({ product }: { product: Product }) {
  const images = product.imageUrl.slice(0, maxProductImages);
  if (images.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} data-testid="product-thumbnails">
      {images.map((image) => (
        <Box
          key={image._id}
          component="img"
          src={image.url || image.value}
          alt={image.name}
          loading="lazy"
          sx={{
            width: 32,
            height: 32,
            objectFit: 'cover',
            borderRadius: 0.5,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * Catalogue number (copyable), name, manufacturer, model, years and images (spec 3 §2.1). The
 * temporary table adds the category, named by `categoryName`.
 */
export function productColumns(categoryName?: (value: string) => string): DataTableColumn<Product>[] {
  const columns: DataTableColumn<Product>[] = [
    {
      id: 'catalogNumber',
      sortKey: 'catalogNumber',
      labelKey: 'products.columns.catalogNumber',
      dir: 'ltr',
      copyable: true,
      width: 140,
      hideable: false,
    },
    { id: 'name', sortKey: 'name', labelKey: 'products.columns.name', width: 200, hideable: false },
    { id: 'manufacturer', sortKey: 'manufacturer', labelKey: 'products.columns.manufacturer', width: 120 },
    { id: 'model', sortKey: 'model', labelKey: 'products.columns.model', width: 110 },
    {
      id: 'years',
      labelKey: 'products.columns.years',
      dir: 'ltr',
      width: 100,
      value: (product) => product.years.join(' '),
    },
    {
      id: 'images',
      labelKey: 'products.columns.images',
      width: 120,
      value: (product) => String(product.imageUrl.length),
      render: (product) => <Thumbnails product={product} />,
    },
  ];
  if (categoryName) {
    columns.splice(2, 0, {
      id: 'category',
      labelKey: 'products.columns.category',
      width: 120,
      value: (product) => categoryName(product.category),
    });
  }
  return columns;
}
