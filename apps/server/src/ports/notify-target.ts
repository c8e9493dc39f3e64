import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { NotifyTargetRefusal } from '../kernel/ports.ts';

/**
 * Where a merchant's notification may go (docs/decisions.md, "Notification targets"). A notification URL
 * is typed in by a merchant, so without a check the server would POST wherever it is told: to itself, to
 * the database next door, to a cloud's metadata service. A URL's host must resolve, and every address it
 * resolves to must be a public one; the notifier then connects to the address that was checked, so a
 * second DNS answer cannot slip a private address in between (DNS rebinding).
 */

/** Answers every address of a host name, as dns.lookup(host, { all: true }) does. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const V4_RANGES: readonly [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  // Shared address space (carrier-grade NAT); Alibaba Cloud's metadata 100.100.100.200 is in it.
  ['100.64.0.0', 10, 'CGNAT'],
  ['127.0.0.0', 8, 'loopback'],
  // Link-local: the metadata service of AWS, GCP, Azure and others answers at 169.254.169.254.
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V6_RANGES: readonly [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'discard'],
  // Unique-local; AWS's IPv6 metadata service fd00:ec2::254 is in it.
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: readonly [string, number, string][], type: 'ipv4' | 'ipv6') {
  return ranges.map(([net, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return { list, kind, type };
  });
}
const V4 = blockList(V4_RANGES, 'ipv4');
const V6 = blockList(V6_RANGES, 'ipv6');

/** The 16 bytes of an IPv6 address (a zone '%eth0' and a dotted IPv4 tail allowed); null if malformed. */
export function ipv6Bytes(address: string): number[] | null {
  const a = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(a) !== 6) return null;
  let head = a;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (dotted) {
    tail = dotted[1].split('.').map(Number);
    head = a.slice(0, -dotted[1].length);
    head = head.endsWith('::') ? head : head.replace(/:$/, '');
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const words = (s: string) => (s === '' ? [] : s.split(':').map((w) => Number.parseInt(w, 16)));
  const l = words(left);
  const r = right === null ? [] : words(right);
  const missing = 8 - tail.length / 2 - l.length - r.length;
  const all = [...l, ...(right === null ? [] : new Array(missing).fill(0)), ...r];
  const bytes = all.flatMap((w) => [w >> 8, w & 0xff]);
  return [...bytes, ...tail].length === 16 ? [...bytes, ...tail] : null;
}

/**
 * The IPv4 address an IPv6 address carries, where the network would deliver to it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16)
 * and Teredo (2001::/32, the client address inverted).
 */
export function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (x: number[]) => x.join('.');
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(b.slice(12));
  if (zero(0, 12) && !zero(12, 14)) return v4(b.slice(12));
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    if (zero(4, 12)) return v4(b.slice(12));
    if (b[4] === 0 && b[5] === 1) return v4(b.slice(12));
  }
  if (b[0] === 0x20 && b[1] === 0x02) return v4(b.slice(2, 6));
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0) return v4(b.slice(12).map((x) => x ^ 0xff));
  return null;
}

/** Why an address may not be notified ('loopback', 'private', ...), or null for a public address. */
export function blockedKind(address: string): string | null {
  const a = address.replace(/%.*$/, '');
  const family = isIP(a);
  if (family === 4) return V4.find((r) => r.list.check(a, 'ipv4'))?.kind ?? null;
  if (family !== 6) return 'not an IP address';
  const own = V6.find((r) => r.list.check(a, 'ipv6'))?.kind;
  if (own) return own;
  const inner = embeddedIpv4(a);
  const innerKind = inner ? blockedKind(inner) : null;
  return innerKind ? `${innerKind} (${inner} inside IPv6)` : null;
}

export interface CheckedTarget {
  url: URL;
  /** The host as the URL names it (no IPv6 brackets). */
  host: string;
  /** The address that was checked and must be connected to. */
  address: string;
  family: 4 | 6;
}

export interface TargetOptions {
  /** NOTIFY_ALLOW_PRIVATE=1: private addresses pass (development and local test receivers). */
  allowPrivate: boolean;
  lookup?: LookupAll;
}

/**
 * Resolves the URL's host once and checks every address it has: one private address refuses the URL
 * (a host with a public and a private address would otherwise reach the private one now and then).
 */
export async function checkTarget(
  rawUrl: string,
  opts: TargetOptions,
): Promise<{ ok: true; target: CheckedTarget } | { ok: false; refusal: NotifyTargetRefusal }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, refusal: { kind: 'unresolved', detail: 'not a URL' } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, refusal: { kind: 'unresolved', detail: `scheme ${url.protocol}` } };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (opts.lookup ?? systemLookup)(host);
    } catch (e) {
      const code = (e as { code?: string }).code ?? (e as Error).message;
      return { ok: false, refusal: { kind: 'unresolved', detail: `${host}: ${code}` } };
    }
  }
  const usable = addresses.filter((a) => isIP(a.address) === 4 || isIP(a.address) === 6);
  if (usable.length === 0)
    return { ok: false, refusal: { kind: 'unresolved', detail: `${host}: no address` } };
  if (!opts.allowPrivate) {
    for (const a of usable) {
      const kind = blockedKind(a.address);
      if (kind)
        return { ok: false, refusal: { kind: 'private', detail: `${host} is ${a.address}, ${kind}` } };
    }
  }
  const first = usable[0];
  return { ok: true, target: { url, host, address: first.address, family: isIP(first.address) as 4 | 6 } };
}
