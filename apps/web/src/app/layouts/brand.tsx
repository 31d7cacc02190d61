import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlainIcon } from '../../ui/plain-icons';

/** The business name, linking home. A plain link, as it heads the storefront's first page (ADR 0034). */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <RouterLink to={to} className={compact ? 'sf-brand sf-brand--compact' : 'sf-brand'}>
      <PlainIcon name="window" />
      <span className="sf-brand__name">{t('common.appName')}</span>
    </RouterLink>
  );
}
