import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DocumentInput } from '@tg/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The document modal's items tab: product and work lines and the grand total (spec 2 §2). */
export function DocumentItemsTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const products = useFieldArray({ control, name: 'products', keyName: 'fieldKey' });
  const works = useFieldArray({ control, name: 'works', keyName: 'fieldKey' });
  const headers = ['catalogNumber', 'name', 'quantity', 'price', 'discount', 'netPrice', 'total'];
  return (
    <Stack spacing={2} data-readonly={readOnly}>
      {[
        { key: 'products', lines: products.fields.length },
        { key: 'works', lines: works.fields.length },
      ].map((section) => (
        <Stack key={section.key} spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t(`document-items.${section.key}.title`)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                {headers.map((header) => (
                  <TableCell key={header}>{t(`document-items.columns.${header}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody />
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
