/**
 * A readable device description from a User-Agent header, for the security centre only (never for a
 * decision): browser, operating system and whether it is a phone, a tablet or a computer.
 */
export interface DeviceInfo {
  device: 'Mobile' | 'Tablet' | 'Desktop' | 'Unknown';
  browser: string;
  os: string;
}

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/([\d.]+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/MSIE ([\d.]+)|Trident\/.*rv:([\d.]+)/, 'Internet Explorer'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT 10/, 'Windows 10/11'],
  [/Windows NT 6\.[123]/, 'Windows 7/8'],
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(ua: string): DeviceInfo {
  if (!ua) return { device: 'Unknown', browser: '', os: '' };
  let browser = '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const version = (m[1] ?? m[2] ?? '').split('.')[0];
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  const device = /iPad|Tablet/.test(ua) ? 'Tablet' : /Mobi|iPhone|Android/.test(ua) ? 'Mobile' : 'Desktop';
  return { device, browser: browser || ua.slice(0, 40), os };
}
