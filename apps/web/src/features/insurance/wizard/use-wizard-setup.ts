import { todayIso, type WizardMode, wizardAutoAdvanceMs } from '@tg/domain';
import { useEffect, useMemo, useState } from 'react';
import { useCustomerPrefill } from './use-customer-prefill';
import { useSlotUploads } from './use-slot-uploads';
import { useVehicleSearch } from './use-vehicle-search';
import { useWizardState } from './use-wizard-state';
import type { WizardContextValue } from './wizard-context';
import { customerFromUser, emptyMachine, machineFromRegistry } from './wizard-values';

export interface WizardInitial {
  vinNumber?: string;
  tractorNumber?: string;
}

/**
 * One opening of the wizard: its state, and the lookups that fill it (spec 1 §2 step 1). A found
 * vehicle fills the vehicle fields and looks for its customer; a found customer fills the customer
 * step and the wizard moves there after 1.5 seconds. A signed-in customer gets its own details.
 */
export function useWizardSetup(mode: WizardMode, initial: WizardInitial | undefined): WizardContextValue {
  const today = useMemo(() => todayIso(), []);
  const wizard = useWizardState(mode, today, initial);
  const [knownCustomerName, setKnownCustomerName] = useState<string | null>(null);
  const [hasOwnDetails, setHasOwnDetails] = useState(false);
  const [isAdvancePending, setAdvancePending] = useState(false);

  const prefill = useCustomerPrefill({
    onOwnDetails: (user) => {
      // Details typed before the record arrived are the person's own choice: keep them.
      if (wizard.values.userInformation.name.trim()) return;
      wizard.setCustomer(customerFromUser(user), { auto: true });
      setHasOwnDetails(true);
    },
    onKnownCustomer: (user) => {
      wizard.setCustomer(customerFromUser(user), { auto: true });
      setKnownCustomerName(user.userInformation.name);
      setAdvancePending(true);
    },
    // The person is on the customer step already: filled in place, no moving on.
    onCustomerOfIdNumber: (user) => {
      wizard.setCustomer(customerFromUser(user), { auto: true });
      setKnownCustomerName(user.userInformation.name);
    },
  });

  const vehicleSearch = useVehicleSearch({
    onFound: (item) => {
      const machine = machineFromRegistry(item);
      wizard.setMachine(machine, { auto: true });
      setKnownCustomerName(null);
      prefill.findOwnerOf(machine);
    },
    // Spec 1 §8: nothing found clears the vehicle for typing by hand; the searched number stays.
    onNotFound: (field, number) => {
      wizard.setMachine({ ...emptyMachine(), [field]: number }, { auto: true });
      setKnownCustomerName(null);
    },
  });

  const uploads = useSlotUploads(wizard.setFile);

  const { step, goTo } = wizard;
  useEffect(() => {
    if (!isAdvancePending) return;
    // Someone who moved on by themselves is not moved again.
    if (step !== 0) {
      setAdvancePending(false);
      return;
    }
    const timer = setTimeout(() => {
      setAdvancePending(false);
      goTo(1);
    }, wizardAutoAdvanceMs);
    return () => clearTimeout(timer);
  }, [isAdvancePending, step, goTo]);

  // A chassis or plate handed in (from "my customers" or the page's address) is searched at once.
  const { search } = vehicleSearch;
  const initialVin = initial?.vinNumber?.trim() ?? '';
  const initialPlate = initial?.tractorNumber?.trim() ?? '';
  useEffect(() => {
    if (initialVin) search('vinNumber', initialVin);
    else if (initialPlate) search('tractorNumber', initialPlate);
  }, [initialVin, initialPlate, search]);

  return {
    wizard,
    vehicleSearch,
    uploads,
    knownCustomerName,
    findCustomerByIdNumber: prefill.findCustomerByIdNumber,
    isAdvancing: isAdvancePending,
    hasOwnDetails,
  };
}
