// A device as a person would name it ("Chrome on Windows"), from the browser's User-Agent. Versions are left out on
// purpose: a browser update is not a new device.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(\b|Headless)Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (pairs: ReadonlyArray<[RegExp, string]>, text: string) => pairs.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Windows"; "Unknown browser on Linux"; "Unknown device" when the header says nothing useful. */
export function describeDevice(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (!browser && !system) return 'Unknown device';
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`;
}
