import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the header and navigation. Visible only when focused. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className="sf-skip-link">
      {t('common.actions.skipToContent')}
    </a>
  );
}
