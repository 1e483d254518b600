// How a staff member's sessions and notices name a device and a place: the browser family and system
// read from the user agent ("Chrome on macOS"), and no more of the address than its first two parts
// ("203.0.x.x"), so nothing finer than a network is shown or stored in an e-mail.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(table: [RegExp, string][], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "Chrome on macOS", "Firefox on Windows"; parts it cannot tell become "Unknown browser" / "an unknown system". */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(BROWSERS, text) ?? 'Unknown browser';
  const system = firstMatch(SYSTEMS, text) ?? 'an unknown system';
  return `${browser} on ${system}`;
}

/** The address's network only: "203.0.x.x" for IPv4, "2001:db8:…" for IPv6, "Unknown" without one. */
export function approximatePlace(address: string | null | undefined): string {
  const value = (address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)?.[1] ?? value;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(mapped);
  if (ipv4) return `${ipv4[1]}.${ipv4[2]}.x.x`;
  if (mapped.includes(':')) {
    const groups = mapped.split(':').filter((group) => group !== '');
    if (groups.length >= 2 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return `${groups[0]}:${groups[1]}:…`;
  }
  return 'Unknown';
}
