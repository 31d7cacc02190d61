import { Box, Link, Typography } from '@mui/material';
import { type BusinessDocument, formatDocumentShekels, supplierOrderTotal } from '@tg/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import type { DataTableColumn } from '../../../ui/data-table';
import { DocumentList } from '../../documents/components/document-list';
import { SupplierOrderDialog } from '../../documents/components/supplier-order/supplier-order-dialog';
import { supplierOrdersPageSize, useSupplierOrders } from '../api/use-supplier-orders';
import { CategoryTabs, categoryOf, useCategoryPages } from './category-tabs';
import { categoryColumn, dateColumn, docIdColumn, statusColumn } from './document-task-columns';
import { SectionHeading } from './section-heading';

const label = (key: string) => `document-tasks.supplierOrders.columns.${key}`;

/**
 * A supplier's main page: the orders addressed to them, newest first, of all categories or one;
 * each opens read-only with where and when it goes and what is ordered.
 */
export function SupplierOrders() {
  const { t } = useTranslation();
  const titleId = useId();
  const { choice, choose, page, setPage } = useCategoryPages();
  const [opened, setOpened] = useState<BusinessDocument | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback((doc: BusinessDocument) => {
    setOpened(doc);
    setOpen(true);
  }, []);
  const orders = useSupplierOrders(categoryOf(choice), page);
  const data = orders.data;
  const title = t('document-tasks.supplierOrders.title');

  const columns = useMemo<readonly DataTableColumn<BusinessDocument>[]>(
    () => [
      docIdColumn(label('docId'), (doc) => (
        <Link
          component="button"
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            open(doc);
          }}
          aria-label={t('document-tasks.supplierOrders.open', {
            category: t(`document-tasks.category.${doc.category}`),
            docId: doc.docId,
          })}
          data-testid="supplier-order-link"
        >
          {doc.docId}
        </Link>
      )),
      categoryColumn(label('category'), 130),
      dateColumn(label('date')),
      {
        id: 'shippingDate',
        labelKey: label('shippingDate'),
        dir: 'ltr',
        width: 120,
        value: (doc) => doc.shippingAddress.shippingDate,
      },
      {
        id: 'lines',
        labelKey: label('lines'),
        width: 90,
        value: (doc) => String(doc.orderedProducts.length),
      },
      statusColumn(label('status')),
      {
        id: 'total',
        labelKey: label('total'),
        dir: 'ltr',
        width: 120,
        value: (doc) => formatDocumentShekels(supplierOrderTotal(doc.orderedProducts)),
      },
    ],
    [t, open],
  );

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="supplier-orders"
      sx={{ maxInlineSize: 1100 }}
    >
      <SectionHeading id={titleId} title={title} />
      <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('document-tasks.supplierOrders.subtitle')}
      </Typography>
      <CategoryTabs
        value={choice}
        onChange={choose}
        label={t('document-tasks.categoriesLabel')}
        testId="supplier-orders-tabs"
      />
      <DocumentList
        label={title}
        columns={columns}
        rows={data?.lastDocs}
        query={orders}
        errorText={t('document-tasks.supplierOrders.loadError')}
        emptyText={
          choice === 'all'
            ? t('document-tasks.supplierOrders.empty')
            : t('document-tasks.supplierOrders.emptyCategory')
        }
        onRowClick={open}
        rowTestId={(doc) => `supplier-order-${doc.category}-${doc.docId}`}
        skeletonRows={3}
        paging={
          data && {
            page,
            pageSize: supplierOrdersPageSize,
            total: data.totalLastDocs,
            totalPages: data.totalLastDocPages,
            onPageChange: setPage,
          }
        }
      />
      <SupplierOrderDialog open={isOpen} doc={opened} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** The stock area's main page shows a supplier its orders (storekeepers and installers their day). */
export function SupplierOrdersFigure() {
  const { userRole } = useAuth();
  return userRole === 'supplier' ? <SupplierOrders /> : null;
}
