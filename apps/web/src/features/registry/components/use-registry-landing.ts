import type { RegistryItem } from '@tg/domain';
import { useEffect } from 'react';
import { useLinkLanding } from '../../../ui/use-link-landing';

interface LandingList {
  data?: { items: RegistryItem[] };
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * A link to one vehicle (`?tractorNumber=…` or `?vinNumber=…`, from the global search): the list
 * already runs that search (it is the list's own, kept in the address); when its answer holds
 * exactly one vehicle, `onFound` opens it. `applied` is what the list was asked for.
 */
export function useRegistryLanding(
  applied: { tractorNumber?: string; vinNumber?: string },
  list: LandingList,
  onFound: (item: RegistryItem) => void,
): void {
  const plate = useLinkLanding('tractorNumber');
  const chassis = useLinkLanding('vinNumber');
  const wanted = plate.value ?? chassis.value;
  const isApplied = Boolean(plate.value ? applied.tractorNumber : applied.vinNumber);
  const { data, isPlaceholderData, isFetching } = list;
  const { done: donePlate } = plate;
  const { done: doneChassis } = chassis;
  useEffect(() => {
    if (!wanted || !isApplied || !data || isPlaceholderData || isFetching) return;
    const [only] = data.items;
    if (only && data.items.length === 1) onFound(only);
    donePlate();
    doneChassis();
  }, [wanted, isApplied, data, isPlaceholderData, isFetching, onFound, donePlate, doneChassis]);
}
