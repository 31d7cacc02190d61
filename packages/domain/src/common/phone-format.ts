// Apart from common/phone.ts, whose parsing library a page that only shows numbers need not load.

/** Shows an Israeli number the local way, with its leading 0; other countries stay international. */
export function formatLocalPhone(international: string): string {
  if (international.startsWith('+972')) return `0${international.slice(4)}`;
  return international;
}
