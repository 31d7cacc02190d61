import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** The catch-all page, public and inside each dashboard area. */
export function NotFoundPage({ homeTo = '/' }: { homeTo?: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="not-found"
      icon={<SearchOffIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
      title={t('common.notFound.title')}
      body={t('common.notFound.body')}
      action={{ label: t('common.notFound.home'), to: homeTo, variant: 'contained' }}
    />
  );
}
