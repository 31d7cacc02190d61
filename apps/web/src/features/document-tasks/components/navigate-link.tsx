import NavigationIcon from '@mui/icons-material/NavigationOutlined';
import { Button } from '@mui/material';
import type { BusinessDocument } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { directionsUrl } from '../task-display';

/** Directions to the card in the phone's maps app (a new tab on a computer). */
export function NavigateLink({
  doc,
}: {
  doc: Pick<BusinessDocument, 'docId' | 'location' | 'shippingAddress'>;
}) {
  const { t } = useTranslation();
  const url = directionsUrl(doc);
  if (!url) return null;
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener"
      variant="outlined"
      startIcon={<NavigationIcon />}
      aria-label={t('document-tasks.navigate.for', { docId: doc.docId })}
      data-testid="task-navigate"
      sx={{ minBlockSize: 48, justifySelf: 'start' }}
    >
      {t('document-tasks.navigate.label')}
    </Button>
  );
}
