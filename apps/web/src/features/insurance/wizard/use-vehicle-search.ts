import type { RegistryItem } from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications';
import { lookupRegistryItems } from '../../registry/api/use-registry';

/** Spec 1 §9: a search needs at least 3 characters (trimmed). */
export const vehicleSearchMinLength = 3;

export type VehicleSearchField = 'vinNumber' | 'tractorNumber';

const registryFieldOf = { vinNumber: 'mispar_shilda', tractorNumber: 'mispar_rechev' } as const;

export function canSearchVehicle(text: string): boolean {
  return text.trim().length >= vehicleSearchMinLength;
}

export interface VehicleSearch {
  /** The field being searched by, while a search runs. */
  searching: VehicleSearchField | null;
  /** Several records share the number: the chooser shows them. */
  choices: { number: string; items: RegistryItem[] } | null;
  /** The last search found nothing: the details are typed by hand. */
  isNotFound: boolean;
  search: (field: VehicleSearchField, text: string) => void;
  choose: (item: RegistryItem) => void;
  closeChooser: () => void;
}

/**
 * Looks a vehicle up in the government registry by chassis or plate (spec 1 §2 step 1, §8): one
 * match is taken at once, several go to a chooser, none lets the person type the details.
 */
export function useVehicleSearch({
  onFound,
  onNotFound,
}: {
  onFound: (item: RegistryItem) => void;
  onNotFound: (field: VehicleSearchField, number: string) => void;
}): VehicleSearch {
  const { t } = useTranslation();
  const notify = useNotify();
  const [searching, setSearching] = useState<VehicleSearchField | null>(null);
  const [choices, setChoices] = useState<VehicleSearch['choices']>(null);
  const [isNotFound, setNotFound] = useState(false);
  const running = useRef<AbortController | null>(null);
  const callbacks = useRef({ onFound, onNotFound });
  callbacks.current = { onFound, onNotFound };

  // A search still running when the wizard closes must not fill a form nobody sees.
  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback(
    (field: VehicleSearchField, text: string) => {
      const number = text.trim();
      if (!canSearchVehicle(number)) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSearching(field);
      setNotFound(false);
      setChoices(null);
      lookupRegistryItems('gov-all', [{ [registryFieldOf[field]]: number }], controller.signal)
        .then((items) => {
          if (controller.signal.aborted) return;
          const [only] = items;
          if (items.length > 1) setChoices({ number, items });
          else if (only) callbacks.current.onFound(only);
          else {
            setNotFound(true);
            callbacks.current.onNotFound(field, number);
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Vehicle search failed', error);
          notify.error(t('insurance-wizard.vehicle.searchError'));
        })
        .finally(() => {
          if (running.current === controller) {
            running.current = null;
            setSearching(null);
          }
        });
    },
    [notify, t],
  );

  const choose = useCallback((item: RegistryItem) => {
    setChoices(null);
    callbacks.current.onFound(item);
  }, []);

  const closeChooser = useCallback(() => setChoices(null), []);

  return { searching, choices, isNotFound, search, choose, closeChooser };
}
