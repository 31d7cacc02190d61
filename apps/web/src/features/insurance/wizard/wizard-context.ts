import { createContext, useContext } from 'react';
import type { SlotUploads } from './use-slot-uploads';
import type { VehicleSearch } from './use-vehicle-search';
import type { WizardState } from './use-wizard-state';

/** What the steps share: the wizard's state, the vehicle search and the slot uploads. */
export interface WizardContextValue {
  wizard: WizardState;
  vehicleSearch: VehicleSearch;
  uploads: SlotUploads;
  /** The name of the customer found by the vehicle (the wizard then moves to the customer step). */
  knownCustomerName: string | null;
  /** Looks up the customer of a typed ID or company number and fills the customer step with it. */
  findCustomerByIdNumber: (idNumber: string) => void;
  /** The wizard is about to move to the customer step on its own (spec 1 §2: after 1.5 seconds). */
  isAdvancing: boolean;
  /** The signed-in customer's own details were filled in. */
  hasOwnDetails: boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizardContext(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizardContext outside the insurance wizard');
  return value;
}
