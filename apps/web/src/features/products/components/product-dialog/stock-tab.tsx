import {
  Alert,
  Box,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { defaultStockLocation } from '@tg/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProductStock, useWarehouseChoices } from '../../api/use-products';
import { useProductDialog } from './product-dialog-context';
import type { ProductFormValues } from './product-form-values';
import { ProductTextField } from './product-text-field';

/**
 * The warehouse this product's quantity, minimum and shelf describe (the main one by default), and
 * under it where the saved catalogue number is stocked in every warehouse (read-only: stock moves
 * belong to the warehouses screens).
 */
export function StockTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { isReadOnly, product } = useProductDialog();
  const warehouses = useWarehouseChoices();
  const warehouse = useController({ control, name: 'warehouse' });
  const listed = warehouses.data?.warehouses ?? [];
  const isListed = listed.some((entry) => entry.id === warehouse.field.value);

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('products.fields.warehouse')}
        value={warehouse.field.value}
        onChange={(event) => warehouse.field.onChange(event.target.value)}
        variant={isReadOnly ? 'filled' : 'outlined'}
        helperText={warehouses.isError ? t('products.stock.warehousesError') : ' '}
        error={warehouses.isError}
        slotProps={{
          input: { readOnly: isReadOnly },
          htmlInput: { 'data-testid': 'product-field-warehouse' },
        }}
      >
        {isListed ? null : (
          <MenuItem value={warehouse.field.value}>
            {t('products.stock.warehouseNumber', { id: warehouse.field.value })}
          </MenuItem>
        )}
        {listed.map((entry) => (
          <MenuItem key={entry._id} value={entry.id}>
            {`${entry.id} · ${entry.name}`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
        <ProductTextField name="quantity" isLeftToRight inputMode="numeric" />
        <ProductTextField name="minQuantity" isLeftToRight inputMode="numeric" />
        <ProductTextField
          name="location"
          hint={t('products.stock.locationHint', { none: defaultStockLocation })}
        />
      </Box>
      {product ? <StockByWarehouse catalogNumber={product.catalogNumber} /> : null}
    </Stack>
  );
}

function StockByWarehouse({ catalogNumber }: { catalogNumber: string }) {
  const { t } = useTranslation();
  const stock = useProductStock(catalogNumber);
  const rows = stock.data?.warehouses ?? [];
  return (
    <Box component="section" aria-labelledby="product-stock-table">
      <Typography id="product-stock-table" variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>
        {t('products.stock.byWarehouse')}
      </Typography>
      {stock.isPending ? (
        <CircularProgress size={24} aria-label={t('products.stock.loading')} />
      ) : stock.isError ? (
        <Alert severity="error">{t('products.stock.loadError')}</Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('products.stock.none')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="product-stock-table" data-testid="product-stock-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('products.stock.warehouse')}</TableCell>
                <TableCell>{t('products.fields.quantity')}</TableCell>
                <TableCell>{t('products.fields.minQuantity')}</TableCell>
                <TableCell>{t('products.fields.location')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.warehouseId}>
                  <TableCell>{`${row.warehouseId} · ${row.name}`}</TableCell>
                  <TableCell>
                    <bdi dir="ltr">{row.quantity}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{row.minQuantity}</bdi>
                  </TableCell>
                  <TableCell>{row.location}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
