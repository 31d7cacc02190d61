import { validationMessages as m, type ValidationMessage } from '../common/messages';
import { addDays, addYears, daysBetween, type IsoDate, isIsoDate } from './dates';

/** Spec 1 §9: a subscription runs at most one year and starts at most two years ahead. */
export const maxPeriodYears = 1;
export const maxStartYearsAhead = 2;
export const expiryWarningDays = 30;

/** The start dates the date picker offers: from today to two years ahead. */
export function startBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addYears(today, maxStartYearsAhead) };
}

/** The end a new start proposes: one year later (spec 1 §5). */
export function defaultEndFor(start: IsoDate): IsoDate {
  return addYears(start, maxPeriodYears);
}

/** The end dates allowed for a start: from the start to one year after it. */
export function endBounds(start: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: start, max: addYears(start, maxPeriodYears) };
}

/** Keeps an end between the start and one year after it. */
export function clampEnd(start: IsoDate, end: IsoDate): IsoDate {
  const { min, max } = endBounds(start);
  if (end < min) return min;
  if (end > max) return max;
  return end;
}

export interface PeriodIssue {
  field: 'createdAt' | 'expiredAt';
  message: ValidationMessage;
}

/**
 * The period rules of a new subscription. `createdAt`/`expiredAt` are the spec's names for the
 * start and end. Imported subscriptions skip the start rules (they may have begun already).
 */
export function checkPeriod(
  period: { createdAt: string; expiredAt: string },
  today: IsoDate,
  options: { startRules?: boolean } = {},
): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  const { createdAt: start, expiredAt: end } = period;
  if (!isIsoDate(start)) issues.push({ field: 'createdAt', message: m.invalidDate });
  if (!isIsoDate(end)) issues.push({ field: 'expiredAt', message: m.invalidDate });
  if (issues.length > 0) return issues;
  if (options.startRules !== false) {
    const bounds = startBounds(today);
    if (start < bounds.min) issues.push({ field: 'createdAt', message: m.startBeforeToday });
    else if (start > bounds.max) issues.push({ field: 'createdAt', message: m.startTooFar });
  }
  if (end < start) issues.push({ field: 'expiredAt', message: m.endBeforeStart });
  else if (end > defaultEndFor(start)) issues.push({ field: 'expiredAt', message: m.periodTooLong });
  return issues;
}

/**
 * The next period of a renewed subscription: from the day after the old end (or today), one year.
 * Start and end by their own names; the answer's mapper calls them `createdAt` and `expiredAt`.
 */
export function renewalPeriod(endDate: IsoDate, today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  const dayAfter = addDays(endDate, 1);
  const startDate = dayAfter < today ? today : dayAfter;
  return { startDate, endDate: defaultEndFor(startDate) };
}

export type ExpiryLevel = 'expired' | 'soon' | 'ok';

/** Spec 1 §4: negative days are expired (red), 30 or fewer are soon (orange), otherwise fine (green). */
export function expiryIndicator(expiredAt: IsoDate, today: IsoDate): { days: number; level: ExpiryLevel } {
  const days = daysBetween(today, expiredAt);
  if (days < 0) return { days, level: 'expired' };
  if (days <= expiryWarningDays) return { days, level: 'soon' };
  return { days, level: 'ok' };
}
