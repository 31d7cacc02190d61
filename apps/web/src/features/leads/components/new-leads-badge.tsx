import { Badge } from '@mui/material';
import { can, type Role } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useNewLeadsCount } from '../api/use-leads';

/** The count of new leads beside the navigation item, for the roles that follow leads up. */
export function NewLeadsBadge({ userRole }: { userRole: Role }) {
  const { t } = useTranslation();
  const allowed = can(userRole, 'leads.read');
  const count = useNewLeadsCount(allowed).data?.count ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={99}
      data-testid="new-leads-badge"
      aria-label={t('leads.badge', { count })}
      sx={{ marginInlineEnd: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
    />
  );
}
