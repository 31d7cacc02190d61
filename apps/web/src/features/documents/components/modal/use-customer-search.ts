import { formatLocalPhone, normalizePhone, type User } from '@tg/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { lookupUsers } from '../../../users/api/use-users';
import type { DocumentFormValues } from './document-form-values';

export interface CustomerSearch {
  isSearching: boolean;
  /** Several customers match: the chooser shows them. */
  choices: User[] | null;
  choose: (user: User) => void;
  closeChooser: () => void;
  /** After a machine was found: its owner, unless a customer is already on the document. */
  findByMachine: (machine: { vinNumber: string; tractorNumber: string }) => void;
  /** The customer section's search: by the id number typed, else by the phone. */
  findByIdOrPhone: () => void;
}

type Form = Pick<UseFormReturn<DocumentFormValues, unknown, unknown>, 'getValues' | 'setValue'>;

/** Puts a customer record's details on the document's customer block (spec 2 §3 userInformation). */
export function fillCustomer(form: Form, user: User) {
  const info = user.userInformation;
  const set = (name: `userInformation.${string}`, value: string) =>
    form.setValue(name as 'userInformation.name', value, { shouldDirty: true, shouldValidate: true });
  form.setValue('userInformation.userType', user.userType, { shouldDirty: true });
  set('userInformation.name', info.name);
  set('userInformation.userId', info.userId);
  set('userInformation.phoneNumber', info.phoneNumber ? formatLocalPhone(info.phoneNumber) : '');
  set('userInformation.email', info.email);
  set('userInformation.city', info.city);
  set('userInformation.address', info.address);
  set('userInformation.country', info.country);
  set('userInformation.postalCode', info.postalCode);
}

function hasCustomer(form: Form): boolean {
  const info = form.getValues('userInformation');
  return Boolean(info?.name?.trim() || info?.userId?.trim());
}

/**
 * Finds the document's customer among the customer records (spec 2 §7): by the machine's chassis
 * or plate, or by the id number or phone typed. One match fills the customer block, several open
 * a chooser, none says so.
 */
export function useCustomerSearch(form: Form): CustomerSearch {
  const { t } = useTranslation();
  const notify = useNotify();
  const [isSearching, setSearching] = useState(false);
  const [choices, setChoices] = useState<User[] | null>(null);
  const running = useRef<AbortController | null>(null);

  const search = async (
    alternatives: Record<string, string>[],
    { quietWhenNone }: { quietWhenNone: boolean },
  ) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSearching(true);
    try {
      const users = await lookupUsers('customer', alternatives, controller.signal);
      if (controller.signal.aborted) return;
      const [only] = users;
      if (users.length > 1) setChoices(users);
      else if (only) {
        fillCustomer(form, only);
        notify.info(t('documents.customerSearch.filled', { name: only.userInformation.name }));
      } else if (!quietWhenNone) notify.warning(t('documents.customerSearch.notFound'));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Customer search failed', error);
      notify.error(t('documents.customerSearch.error'));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setSearching(false);
      }
    }
  };

  return {
    isSearching,
    choices,
    choose: (user) => {
      setChoices(null);
      fillCustomer(form, user);
    },
    closeChooser: () => setChoices(null),
    findByMachine: ({ vinNumber, tractorNumber }) => {
      if (hasCustomer(form)) return;
      const alternatives: Record<string, string>[] = [];
      if (vinNumber) alternatives.push({ 'machines.vinNumber': vinNumber });
      if (tractorNumber) alternatives.push({ 'machines.tractorNumber': tractorNumber });
      if (alternatives.length > 0) void search(alternatives, { quietWhenNone: true });
    },
    findByIdOrPhone: () => {
      const info = form.getValues('userInformation');
      const userId = info?.userId?.trim() ?? '';
      const phone = normalizePhone(info?.phoneNumber ?? '');
      const alternatives = userId
        ? [{ 'userInformation.userId': userId }]
        : phone
          ? [{ 'userInformation.phoneNumber': phone }]
          : [];
      if (alternatives.length === 0) {
        notify.warning(t('documents.customerSearch.needIdOrPhone'));
        return;
      }
      void search(alternatives, { quietWhenNone: false });
    },
  };
}
