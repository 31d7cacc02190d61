import { formatDisplayDate, isIsoDate, type ServiceCall, todayIso } from '@tg/domain';

/**
 * A date the way every date is shown (DD/MM/YYYY). Calls keep their creation date already so;
 * calendar dates (YYYY-MM-DD) and timestamps (the day in Israel) are converted; anything else
 * is shown as the server wrote it.
 */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  if (isIsoDate(value)) return formatDisplayDate(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const moment = new Date(value);
    if (!Number.isNaN(moment.getTime())) return formatDisplayDate(todayIso(moment));
  }
  return value;
}

/** Manufacturer and model together, "John Deere 6155R". */
export function machineLabel(machine: Pick<ServiceCall['machine'], 'machine' | 'model'>): string {
  return [machine.machine, machine.model].filter(Boolean).join(' ');
}

/** How a call is named in buttons and titles: its number, else the insured's name. */
export function serviceCallName(call: Pick<ServiceCall, 'serviceCallNumber' | 'userInformation'>): string {
  return call.serviceCallNumber || call.userInformation.name;
}
