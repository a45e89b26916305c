import { describe, expect, it } from 'vitest';
import { render, renderEnglish } from '../i18n/render';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome on Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
    ['Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0', 'Unknown browser on Linux'],
  ])('%s is %s', (ua, expected) => {
    expect(renderEnglish(describeDevice(ua))).toBe(expected);
  });

  it('is the same device after a browser update', () => {
    const before = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    expect(describeDevice(before.replace('130.0.0.0', '131.0.6778.86'))).toEqual(describeDevice(before));
  });
});

describe("a device name in the user's language", () => {
  const linux = 'Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const firefox = 'Mozilla/5.0 (compatible) Gecko/128.0 Firefox/128.0';
  it.each([
    ['es', ['Chrome en Windows', 'Dispositivo desconocido', 'Navegador desconocido en Linux', 'Firefox en un sistema desconocido']],
    ['fr', ['Chrome sur Windows', 'Appareil inconnu', 'Navigateur inconnu sur Linux', 'Firefox sur un système inconnu']],
    ['de', ['Chrome unter Windows', 'Unbekanntes Gerät', 'Unbekannter Browser unter Linux', 'Firefox unter einem unbekannten System']],
  ] as const)('%s', (locale, expected) => {
    expect([windows, 'curl/8.5.0', linux, firefox].map((ua) => render(locale, describeDevice(ua)))).toEqual(expected);
  });
});
