import type { NotificationItem } from '@tg/domain';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** First-strong isolate (U+2068 … U+2069): the value is laid out on its own, as <bdi> does. */
const isolated = (value: string | number) => `\u2068${value}\u2069`;

/**
 * A notification's sentence in the reader's language, from its kind and params (the server
 * stores no text). A document's category is named in words; a moved quantity is counted.
 */
export function notificationText(t: TFunction, item: NotificationItem): string {
  // Numbers, plates and Latin names keep their own direction inside a right-to-left sentence.
  const params: Record<string, unknown> = Object.fromEntries(
    Object.entries(item.params).map(([name, value]) => [name, name === 'count' ? value : isolated(value)]),
  );
  if (item.kind === 'documentAssigned')
    params.category = t(`notifications.categories.${String(item.params.category)}`, {
      defaultValue: t('notifications.categories.document'),
    });
  return t(`notifications.kinds.${item.kind}`, params);
}

/**
 * When it happened: "5 minutes ago" within the day, in the reader's language; earlier, the
 * back-office's DD/MM/YYYY HH:mm.
 */
export function notificationTime(
  t: TFunction,
  iso: string,
  language: string,
  now: Date = new Date(),
): string {
  const at = new Date(iso);
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  if (seconds > -86_400 && seconds <= 60) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    if (seconds > -60) return t('notifications.justNow');
    if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
    return relative.format(Math.round(seconds / 3600), 'hour');
  }
  return dayjs(at).format('DD/MM/YYYY HH:mm');
}
