/** Bytes as kilobytes or megabytes in the reader's language ("1.4 MB", "‏1.4 מ״ב"). */
export function formatBytes(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : bytes / 1024);
}

/** A length of time in seconds, or in minutes when it is whole minutes. */
export function formatSeconds(seconds: number, language: string): string {
  const minutes = seconds >= 60 && seconds % 60 === 0;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(minutes ? seconds / 60 : seconds);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
