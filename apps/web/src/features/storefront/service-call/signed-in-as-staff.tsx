import { Alert, AlertTitle, Button } from '@mui/material';
import type { Role } from '@tg/domain';
import { useTranslation } from 'react-i18next';

/**
 * Someone signed in with a staff or partner role on the street page: service calls from the street
 * are a customer's; staff open them in the back-office (a full page load: another entry).
 */
export function SignedInAsStaff({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="street-service-call-staff"
      action={
        <Button color="inherit" href="/dashboard" data-testid="street-service-call-backoffice">
          {t('storefront.serviceCallPage.staff.action')}
        </Button>
      }
    >
      <AlertTitle>
        {t('storefront.serviceCallPage.staff.title', { role: t(`common.roles.${role}`) })}
      </AlertTitle>
      {t('storefront.serviceCallPage.staff.text')}
    </Alert>
  );
}
