import type { RegistryItem } from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../app/notifications';
import { lookupRegistryItems } from '../../../registry/api/use-registry';

/** Spec 2 §5: a search needs at least 3 characters, trimmed. */
export const machineSearchMinLength = 3;

export type MachineSearchField = 'vinNumber' | 'tractorNumber';

const registryFieldOf = { vinNumber: 'mispar_shilda', tractorNumber: 'mispar_rechev' } as const;

export interface MachineSearch {
  /** The field being searched by, while a search runs. */
  searching: MachineSearchField | null;
  /** Several machines share the number: the chooser shows them. */
  choices: { number: string; items: RegistryItem[] } | null;
  /** The last search found nothing: the machine-not-found dialog shows. */
  notFound: { field: MachineSearchField; number: string } | null;
  /** False (and nothing sent) when the text is shorter than 3 characters. */
  search: (field: MachineSearchField, text: string) => boolean;
  choose: (item: RegistryItem) => void;
  closeChooser: () => void;
  closeNotFound: () => void;
}

/**
 * The side panel's search by chassis or vehicle number in the registry (spec 2 §4): no result
 * opens the machine-not-found dialog, several open a chooser, one is taken at once.
 */
export function useMachineSearch(onFound: (item: RegistryItem) => void): MachineSearch {
  const { t } = useTranslation();
  const notify = useNotify();
  const [searching, setSearching] = useState<MachineSearchField | null>(null);
  const [choices, setChoices] = useState<MachineSearch['choices']>(null);
  const [notFound, setNotFound] = useState<MachineSearch['notFound']>(null);
  const running = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  found.current = onFound;

  // A search still running when the modal closes must not fill a form nobody sees.
  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback(
    (field: MachineSearchField, text: string) => {
      const number = text.trim();
      if (number.length < machineSearchMinLength) return false;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSearching(field);
      setChoices(null);
      setNotFound(null);
      lookupRegistryItems('gov-all', [{ [registryFieldOf[field]]: number }], controller.signal)
        .then((items) => {
          if (controller.signal.aborted) return;
          const [only] = items;
          if (items.length > 1) setChoices({ number, items });
          else if (only) found.current(only);
          else setNotFound({ field, number });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Machine search failed', error);
          notify.error(t('documents.machineSearch.error'));
        })
        .finally(() => {
          if (running.current === controller) {
            running.current = null;
            setSearching(null);
          }
        });
      return true;
    },
    [notify, t],
  );

  return {
    searching,
    choices,
    notFound,
    search,
    choose: (item) => {
      setChoices(null);
      found.current(item);
    },
    closeChooser: () => setChoices(null),
    closeNotFound: () => setNotFound(null),
  };
}
