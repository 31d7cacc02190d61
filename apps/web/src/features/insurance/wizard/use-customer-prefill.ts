import type { User } from '@tg/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { lookupUsers, useUsers } from '../../users/api/use-users';
import type { MachineValues } from './wizard-values';

/** How long typing of an ID number rests before the customer is looked up by it. */
export const idLookupDelayMs = 300;

/** An ID or company number complete enough to look up (spec 1 §5: 5 to 9 digits). */
const lookupableIdNumber = /^\d{5,9}$/;

/**
 * Who the customer step is prefilled from (spec 1 §2 step 1): a signed-in customer gets its own
 * record; anyone else gets the customer who already owns the vehicle, when there is one, or the
 * customer whose ID number is typed in the customer step. The server answers only customers the
 * caller may see (an agent's own group), so another group's customer is never found.
 */
export function useCustomerPrefill({
  onOwnDetails,
  onKnownCustomer,
  onCustomerOfIdNumber,
}: {
  onOwnDetails: (user: User) => void;
  onKnownCustomer: (user: User) => void;
  onCustomerOfIdNumber: (user: User) => void;
}) {
  const { user: me, userRole } = useAuth();
  const isCustomer = userRole === 'customer' && Boolean(me);
  const callbacks = useRef({ onOwnDetails, onKnownCustomer, onCustomerOfIdNumber });
  callbacks.current = { onOwnDetails, onKnownCustomer, onCustomerOfIdNumber };

  // The server scopes a customer's list to the customer, as the own-details page relies on.
  const own = useUsers({ role: 'customer', page: 1, limit: 1 }, { enabled: isCustomer });
  const ownRecord = own.data?.users.find((user) => user._id === me?._id);
  const hasFilledOwn = useRef(false);
  useEffect(() => {
    if (!ownRecord || hasFilledOwn.current) return;
    hasFilledOwn.current = true;
    callbacks.current.onOwnDetails(ownRecord);
  }, [ownRecord]);

  const latestLookup = useRef(0);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  /** After a vehicle is found: the customer whose vehicle it is, if the system knows one. */
  const findOwnerOf = useCallback(
    (machine: Pick<MachineValues, 'vinNumber' | 'tractorNumber'>) => {
      if (isCustomer) return;
      const alternatives: Record<string, string>[] = [];
      if (machine.vinNumber) alternatives.push({ 'machines.vinNumber': machine.vinNumber });
      if (machine.tractorNumber) alternatives.push({ 'machines.tractorNumber': machine.tractorNumber });
      if (alternatives.length === 0) return;
      const lookup = ++latestLookup.current;
      lookupUsers('customer', alternatives)
        .then(([owner]) => {
          if (owner && isMounted.current && lookup === latestLookup.current)
            callbacks.current.onKnownCustomer(owner);
        })
        // Not finding out is not an error for the person: the customer step is typed by hand.
        .catch((error: unknown) => console.warn('Customer lookup failed', error));
    },
    [isCustomer],
  );

  const idTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(idTimer.current), []);

  /** After an ID number is typed: the customer it belongs to, once the typing rests. */
  const findCustomerByIdNumber = useCallback(
    (idNumber: string) => {
      clearTimeout(idTimer.current);
      if (isCustomer) return;
      const typed = idNumber.trim();
      // Whatever was asked before is not this number's answer.
      const lookup = ++latestLookup.current;
      if (!lookupableIdNumber.test(typed)) return;
      idTimer.current = setTimeout(() => {
        lookupUsers('customer', [{ 'userInformation.userId': typed }])
          .then(([customer]) => {
            if (customer && isMounted.current && lookup === latestLookup.current)
              callbacks.current.onCustomerOfIdNumber(customer);
          })
          .catch((error: unknown) => console.warn('Customer lookup failed', error));
      }, idLookupDelayMs);
    },
    [isCustomer],
  );

  return { findOwnerOf, findCustomerByIdNumber, isCustomer };
}
