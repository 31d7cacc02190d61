/** What the sessions tab shows of a User-Agent header: the browser's and system's product names. */
export interface BrowserDescription {
  browser: string | null;
  system: string | null;
}

const browsers: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * Product names, never translated. Order matters: Edge and Opera also say Chrome, Chrome also
 * says Safari, Android also says Linux. A client that is not a browser shows its own first word.
 */
export function describeUserAgent(userAgent: string | null): BrowserDescription {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (!browser && !system) return { browser: userAgent.trim().split(/[\s/]/)[0] ?? null, system: null };
  return { browser, system };
}
