import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CatalogPath } from '../api/use-manufacturer-catalog';
import { CatalogDetailsView } from '../components/catalog-details-view';

/** Catalogue → details (catalogDetails?machine=…&model=…&subModel=…): the detail modal as a page. */
export function CatalogDetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const machine = params.get('machine')?.trim() ?? '';
  const model = params.get('model')?.trim() || undefined;
  const subModel = (model && params.get('subModel')?.trim()) || undefined;

  const navigate = (path: CatalogPath) => {
    const next = new URLSearchParams({ machine: path.machine });
    if (path.model) next.set('model', path.model);
    if (path.model && path.subModel) next.set('subModel', path.subModel);
    setParams(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('manufacturer-catalog.details.title')}
      </Typography>
      {machine ? (
        <CatalogDetailsView path={{ machine, model, subModel }} onNavigate={navigate} />
      ) : (
        <Alert severity="info">{t('manufacturer-catalog.details.noMachine')}</Alert>
      )}
    </Box>
  );
}
