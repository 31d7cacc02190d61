import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

interface NotAvailablePageProps {
  /** Translation keys naming the area, outermost first (group, then screen). */
  areaKeys: readonly string[];
  /** Where the "back" button goes. */
  backTo: string;
}

/** An honest placeholder for a screen whose module is not built yet; never shows invented data. */
export function NotAvailablePage({ areaKeys, backTo }: NotAvailablePageProps) {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="not-available"
      icon={<ConstructionIcon color="warning" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
      title={areaKeys.map((key) => t(key)).join(' · ')}
      body={t('common.notAvailable.body')}
      action={{ label: t('common.actions.back'), to: backTo }}
    />
  );
}
