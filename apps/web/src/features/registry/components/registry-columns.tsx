import { Typography } from '@mui/material';
import type { RegistryItem } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table';

/** Plain words rather than a chip: the column is narrow, and the words must not be cut. */
function SourceText({ item }: { item: RegistryItem }) {
  const { t } = useTranslation();
  return (
    <Typography component="span" variant="body2" color={item.createdByGov ? 'primary' : 'text.secondary'}>
      {t(item.createdByGov ? 'registry.source.government' : 'registry.source.manual')}
    </Typography>
  );
}

/** Which registry the record is in: a search of every registry mixes them (issue 18). */
function CategoryText({ item }: { item: RegistryItem }) {
  const { t } = useTranslation();
  return (
    <Typography component="span" variant="body2" data-testid="registry-row-category">
      {t(`registry.titles.${item.category}`)}
    </Typography>
  );
}

/**
 * Plate, chassis (copyable), manufacturer, model, year, type and where the record came from. The
 * widths add up to what a laptop shows beside the sidebar (about 950px) with the actions column.
 */
export const registryColumns: readonly DataTableColumn<RegistryItem>[] = [
  { id: 'mispar_rechev', labelKey: 'registry.columns.plate', dir: 'ltr', width: 110, hideable: false },
  {
    id: 'mispar_shilda',
    labelKey: 'registry.columns.chassis',
    dir: 'ltr',
    copyable: true,
    width: 210,
    hideable: false,
  },
  {
    id: 'category',
    labelKey: 'registry.columns.category',
    width: 115,
    value: (item) => item.category,
    render: (item) => <CategoryText item={item} />,
  },
  { id: 'tozeret_nm', labelKey: 'registry.columns.manufacturer', width: 125 },
  { id: 'degem_nm', labelKey: 'registry.columns.model', width: 105 },
  { id: 'shnat_yitzur', labelKey: 'registry.columns.year', dir: 'ltr', width: 70 },
  { id: 'sug_tzama_nm', labelKey: 'registry.columns.type', width: 95 },
  {
    id: 'source',
    labelKey: 'registry.columns.source',
    width: 85,
    value: (item) => (item.createdByGov ? 'government' : 'manual'),
    render: (item) => <SourceText item={item} />,
  },
];
