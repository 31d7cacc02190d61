import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "About us · Tractor Glass" in the tab while the page is shown; the name alone again after. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    const pageTitle = `${title} · ${appName}`;
    document.title = pageTitle;
    // The providers set the bare name when the language changes, in an effect that runs after this
    // one (parents' effects follow their children's): set it again once they are done.
    const again = setTimeout(() => {
      document.title = pageTitle;
    }, 0);
    return () => {
      clearTimeout(again);
      document.title = appName;
    };
  }, [title, appName]);
}
