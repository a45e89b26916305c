// A device as a person would name it ("Chrome on Windows"), from the browser's User-Agent. Versions are left out on
// purpose: a browser update is not a new device. The name is a Message (docs/i18n.md), so each reader sees it in their
// language; product names are kept as they are.
import { msg, type Message } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';

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
export function describeDevice(userAgent: string | undefined): Message {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (!browser && !system) return msg('account:unknownDevice');
  return msg('account:deviceOn', { browser: browser ?? msg('account:unknownBrowser'), system: system ?? msg('account:unknownSystem') });
}

/** A device name as a record stores it: the English rendering (what the Firebase console shows) and the Message. */
export interface DeviceName {
  text: string;
  keyed: Message;
}

export function deviceName(userAgent: string | undefined): DeviceName {
  const keyed = describeDevice(userAgent);
  return { text: renderEnglish(keyed), keyed };
}
