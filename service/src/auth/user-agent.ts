/**
 * A browser's User-Agent put in words a member recognises in their list of sessions
 * (docs/security.md "Sessions"): the device ('iPhone', 'Mac') and the browser with its major
 * version ('Safari 18'). Only what a member needs to tell their devices apart; anything not
 * recognised is null, never a guess.
 */

/** The device and browser of a User-Agent (each null when not recognised). */
export interface DeviceDescription {
  device: string | null;
  browser: string | null;
}

/** Browsers in the order they must be tested: each token also appears in the ones below it. */
const BROWSERS: readonly { name: string; token: RegExp }[] = [
  { name: 'Edge', token: /\b(?:Edg|EdgA|EdgiOS)\/(\d+)/ },
  { name: 'Opera', token: /\b(?:OPR|OPiOS)\/(\d+)/ },
  { name: 'Samsung Internet', token: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', token: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', token: /\b(?:CriOS|HeadlessChrome|Chrome)\/(\d+)/ },
  // Safari says its own version in Version/; Safari/ is WebKit's build number.
  { name: 'Safari', token: /\bVersion\/(\d+)[.\d]*(?: Mobile\/\S+)? Safari\// },
];

/** Devices, most specific first (an iPad may say Macintosh; Android says Linux). */
const DEVICES: readonly { name: string; test: (ua: string) => boolean }[] = [
  { name: 'iPhone', test: (ua) => /\biPhone\b/.test(ua) },
  { name: 'iPad', test: (ua) => /\biPad\b/.test(ua) },
  { name: 'Android phone', test: (ua) => /\bAndroid\b/.test(ua) && /\bMobile\b/.test(ua) },
  { name: 'Android tablet', test: (ua) => /\bAndroid\b/.test(ua) },
  { name: 'Chromebook', test: (ua) => /\bCrOS\b/.test(ua) },
  { name: 'Mac', test: (ua) => /\bMacintosh\b/.test(ua) },
  { name: 'Windows computer', test: (ua) => /\bWindows\b/.test(ua) },
  { name: 'Linux computer', test: (ua) => /\bLinux\b/.test(ua) },
];

/** Describes a User-Agent header value (null or empty: nothing known). */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { device: null, browser: null };
  let browser: string | null = null;
  for (const { name, token } of BROWSERS) {
    const version = userAgent.match(token)?.[1];
    if (version) {
      browser = `${name} ${version}`;
      break;
    }
  }
  const device = DEVICES.find(({ test }) => test(userAgent))?.name ?? null;
  return { device, browser };
}
