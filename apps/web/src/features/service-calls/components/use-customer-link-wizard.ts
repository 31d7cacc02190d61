import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../users/api/use-users';
import { customerIdParam } from '../../users/pages/my-customers-page';

export interface WizardOpening {
  open: boolean;
  initial?: { vinNumber?: string; tractorNumber?: string };
}

/**
 * "My customers" sends the agent here with `?customerId=` to open a call for that customer: the
 * wizard opens by itself, searching the customer's first machine. The parameter is then dropped,
 * so going back or refreshing does not open it again. When the customer cannot be read the wizard
 * still opens, empty.
 */
export function useCustomerLinkWizard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const customerId = searchParams.get(customerIdParam) ?? undefined;
  const customer = useUser('customer', customerId);
  const [wizard, setWizard] = useState<WizardOpening>({ open: false });
  const isLooking = Boolean(customerId) && customer.isPending && customer.fetchStatus !== 'idle';

  useEffect(() => {
    if (!customerId || isLooking) return;
    const machine = customer.data?.machines[0];
    setWizard({
      open: true,
      initial: machine
        ? { vinNumber: machine.vinNumber || undefined, tractorNumber: machine.tractorNumber || undefined }
        : undefined,
    });
    setSearchParams(
      (params) => {
        params.delete(customerIdParam);
        return params;
      },
      { replace: true },
    );
  }, [customerId, isLooking, customer.data, setSearchParams]);

  return {
    wizard,
    openWizard: () => setWizard({ open: true }),
    closeWizard: () => setWizard((current) => ({ ...current, open: false })),
  };
}
