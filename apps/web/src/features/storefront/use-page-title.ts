import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "About us · Tractor Glass" in the tab while the page is shown; the name alone again after. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
