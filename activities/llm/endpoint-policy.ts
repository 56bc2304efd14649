/**
 * Which remote summarization endpoints a worker may POST to (server-side request forgery guard). The URL is a
 * tenant or session setting, so the operator's allow-list (COMPACTOR_REMOTE_ENDPOINT_ALLOW) decides: an entry is
 * an origin (`https://summarizer.example.com`, `http://127.0.0.1:8080`: scheme, host and port must match) or a
 * host pattern (`summarizer.example.com`, `*.example.com`: any port, http or https). An empty list allows nothing.
 * Loopback, private, link-local and other non-public addresses are refused unless an entry names that very IP
 * address; a hostname must resolve to public addresses only, and the address checked is the one connected to
 * (guardedLookup), so a DNS answer that changes between the check and the call cannot reach an internal host.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A refused endpoint: `reason` says why, without the request body. */
export class RemoteEndpointRefused extends Error {
  override readonly name = 'RemoteEndpointRefused';
}

/** A malformed allow-list entry (a configuration error). */
export class AllowListError extends Error {
  override readonly name = 'AllowListError';
}

type Entry = { origin?: string; host: string; wildcard: boolean };

const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Splits and checks the allow-list text (comma or whitespace separated); throws AllowListError on a bad entry. */
export function parseAllowList(text: string): string[] {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const raw of entries) parseEntry(raw);
  return entries;
}

function parseEntry(raw: string): Entry {
  if (raw.includes('://')) {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username) {
      throw new AllowListError(`"${raw}" must be an http(s) origin (scheme://host[:port]) or a host pattern`);
    }
    return { origin: url.origin, host: bare(url.hostname), wildcard: false };
  }
  const host = bare(raw.toLowerCase());
  if (isIP(host) === 0 && !HOST.test(host)) {
    throw new AllowListError(`"${raw}" must be an http(s) origin, a host name, *.domain or an IP address`);
  }
  return { host: host.replace(/^\*\./, ''), wildcard: host.startsWith('*.') };
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

function matches(entry: Entry, url: URL): boolean {
  if (entry.origin !== undefined) return entry.origin === url.origin;
  const host = bare(url.hostname);
  if (entry.wildcard) return isIP(host) === 0 && host.endsWith(`.${entry.host}`);
  return host === entry.host;
}

const NON_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NON_PUBLIC.addSubnet(net, bits, 'ipv4'); // prettier-ignore
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10],
  ['ff00::', 8],
] as const) NON_PUBLIC.addSubnet(net, bits, 'ipv6'); // prettier-ignore

/** True for loopback, private, link-local, shared, documentation, multicast and unspecified addresses. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isNonPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL, once an allow-list entry admits it (scheme and host only), and every entry (for the address check). */
function admitting(url: string, allow: readonly string[]): { parsed: URL; entries: Entry[] } {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new RemoteEndpointRefused(`remote endpoint must be an http(s) URL: "${url}"`);
  }
  const entries = allow.map(parseEntry);
  if (!entries.some((e) => matches(e, parsed))) {
    throw new RemoteEndpointRefused(
      allow.length === 0
        ? `remote endpoints are not enabled on this server (COMPACTOR_REMOTE_ENDPOINT_ALLOW is empty): ${parsed.origin}`
        : `${parsed.origin} is not in COMPACTOR_REMOTE_ENDPOINT_ALLOW`,
    );
  }
  return { parsed, entries };
}

function checkAddress(address: string, entries: readonly Entry[], origin: string): void {
  if (!isNonPublicAddress(address)) return;
  if (entries.some((e) => !e.wildcard && isIP(e.host) !== 0 && e.host === address)) return;
  throw new RemoteEndpointRefused(
    `${origin} resolves to the non-public address ${address}; list that address in COMPACTOR_REMOTE_ENDPOINT_ALLOW to allow it`,
  );
}

/**
 * What can be checked without DNS (when the setting is stored, and before each call): the scheme, the allow-list
 * and an IP-literal host. Throws RemoteEndpointRefused.
 */
export function checkRemoteEndpoint(url: string, allow: readonly string[]): void {
  const { parsed, entries } = admitting(url, allow);
  const host = bare(parsed.hostname);
  if (isIP(host) !== 0) checkAddress(host, entries, parsed.origin);
}

export type Resolver = (
  host: string,
  options: LookupAllOptions,
  cb: (e: Error | null, a: LookupAddress[]) => void,
) => void;

/**
 * The `lookup` for the connection to `url`: resolves the host, refuses the connection (RemoteEndpointRefused)
 * when any resolved address is non-public and not listed, else connects to the first address checked.
 */
export function guardedLookup(url: string, allow: readonly string[], resolve: Resolver = dnsLookup): LookupFunction {
  const { parsed, entries } = admitting(url, allow);
  return (hostname, options, callback) => {
    const family = typeof options === 'object' && options?.family ? Number(options.family) : 0;
    resolve(hostname, { all: true, family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        for (const a of addresses) checkAddress(a.address, entries, parsed.origin);
      } catch (refused) {
        return callback(refused as Error, '', 0);
      }
      const all = (options as { all?: boolean } | undefined)?.all;
      if (all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new RemoteEndpointRefused(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}
