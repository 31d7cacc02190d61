import { Chip, Stack } from '@mui/material';
import type { BusinessDocument } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { GeneralStatusChip } from './general-status-chip';

/** A document's general status, and that it is closed when it is. */
export function DocumentStatusCell({ doc }: { doc: BusinessDocument }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <GeneralStatusChip status={doc.generalStatus.status} />
      {!doc.status && <Chip size="small" label={t('document-tasks.closed')} data-testid="doc-closed" />}
    </Stack>
  );
}
