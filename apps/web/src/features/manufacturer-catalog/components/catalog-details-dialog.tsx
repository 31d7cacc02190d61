import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogPath } from '../api/use-manufacturer-catalog';
import { catalogDetailsHref } from '../catalog-details-href';
import { CatalogDetailsView } from './catalog-details-view';

export interface CatalogDetailsDialogProps {
  /** The manufacturer opened; undefined keeps the dialog closed. */
  machine: string | undefined;
  onClose: () => void;
}

/** The detail modal: drills from a manufacturer to its models and sub-models, with a link to the full page. */
export function CatalogDetailsDialog({ machine, onClose }: CatalogDetailsDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(machine)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="catalog-details-dialog"
    >
      {machine ? <DialogBody key={machine} machine={machine} titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DialogBody({
  machine,
  titleId,
  onClose,
}: {
  machine: string;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState<CatalogPath>({ machine });
  return (
    <>
      <DialogTitle id={titleId}>{t('manufacturer-catalog.details.title')}</DialogTitle>
      <DialogContent dividers>
        <CatalogDetailsView path={path} onNavigate={setPath} />
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }}>
          <Button component={RouterLink} to={catalogDetailsHref(path)} startIcon={<OpenInNewIcon />}>
            {t('manufacturer-catalog.details.openPage')}
          </Button>
        </Box>
        <Button onClick={onClose}>{t('manufacturer-catalog.actions.close')}</Button>
      </DialogActions>
    </>
  );
}
