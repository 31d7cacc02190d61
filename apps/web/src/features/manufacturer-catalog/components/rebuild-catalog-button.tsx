import BuildIcon from '@mui/icons-material/Build';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useRebuildCatalog } from '../api/use-manufacturer-catalog';

/**
 * "Build from registry and products": stands in for the spec's disabled sync button. It only adds
 * what is missing, so it is safe to press again; it still asks first because it can take a while.
 */
export function RebuildCatalogButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const rebuild = useRebuildCatalog();
  const [isConfirming, setConfirming] = useState(false);

  const confirm = () => {
    rebuild.mutate(undefined, {
      onSuccess: (report) =>
        notify.success(t('manufacturer-catalog.rebuild.done', report), { durationMs: 6000 }),
      onError: (error) => notify.error(describeError(t, error, 'manufacturer-catalog.rebuild.error')),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={rebuild.isPending ? <CircularProgress size={16} /> : <BuildIcon />}
        disabled={rebuild.isPending}
        onClick={() => setConfirming(true)}
        data-testid="catalog-rebuild"
      >
        {t('manufacturer-catalog.rebuild.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        isPending={rebuild.isPending}
        title={t('manufacturer-catalog.rebuild.confirmTitle')}
        message={t('manufacturer-catalog.rebuild.confirmMessage')}
        confirmLabel={t('manufacturer-catalog.rebuild.confirm')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
