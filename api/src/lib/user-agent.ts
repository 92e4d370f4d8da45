/**
 * A short, human summary of a User-Agent header for the account area's session list:
 * "Chrome, Windows", "Safari, iPhone". The full header is never stored; '' when nothing is known.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (pairs: [RegExp, string][], text: string) =>
  pairs.find(([pattern]) => pattern.test(text))?.[1];

export const deviceSummary = (userAgent: string | undefined): string => {
  if (!userAgent) return '';
  const text = userAgent.slice(0, 512);
  return [first(BROWSERS, text), first(SYSTEMS, text)].filter(Boolean).join(', ');
};
