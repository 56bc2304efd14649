/**
 * The remote-endpoint allow-list (SSRF guard): entry syntax, which URLs an entry admits, and which addresses are
 * non-public. The call-time checks against a live socket are in remote-endpoint.test.ts.
 */
import {
  AllowListError,
  checkRemoteEndpoint,
  isNonPublicAddress,
  parseAllowList,
} from '../../../activities/llm/endpoint-policy';
import { parseConfig } from '../../../worker/config';

describe('the remote endpoint allow-list', () => {
  it('splits entries on commas and whitespace and keeps them as written', () => {
    expect(parseAllowList(' https://a.example.com, *.b.example.com  10.0.0.7,http://127.0.0.1:8080 ')).toEqual([
      'https://a.example.com',
      '*.b.example.com',
      '10.0.0.7',
      'http://127.0.0.1:8080',
    ]);
  });

  it.each(['ftp://a.example.com', 'https://a.example.com/path', 'a b/c', '*.', 'https://user@a.example.com'])(
    'rejects the malformed entry %j',
    (entry) => {
      expect(() => parseAllowList(entry)).toThrow(AllowListError);
    },
  );

  it('is read from COMPACTOR_REMOTE_ENDPOINT_ALLOW (empty by default) and a bad entry names the variable', () => {
    expect(parseConfig({}, '/').llm.remoteEndpointAllow).toEqual([]);
    expect(parseConfig({ COMPACTOR_REMOTE_ENDPOINT_ALLOW: '*.example.com' }, '/').llm.remoteEndpointAllow).toEqual([
      '*.example.com',
    ]);
    expect(() => parseConfig({ COMPACTOR_REMOTE_ENDPOINT_ALLOW: 'ftp://x' }, '/')).toThrow(
      /COMPACTOR_REMOTE_ENDPOINT_ALLOW: "ftp:\/\/x" must be/,
    );
  });

  it.each([
    ['https://s.example.com/v1/summarize', ['https://s.example.com']],
    ['https://s.example.com:8443/x', ['s.example.com']],
    ['http://deep.s.example.com/x', ['*.example.com']],
    ['http://127.0.0.1:4010/summarize', ['http://127.0.0.1:4010']],
    ['http://10.0.0.7/summarize', ['10.0.0.7']],
    ['http://[::1]:9/x', ['::1']],
  ])('admits %s with %j', (url, allow) => {
    expect(() => checkRemoteEndpoint(url, allow)).not.toThrow();
  });

  it.each([
    ['https://s.example.com/x', [], /COMPACTOR_REMOTE_ENDPOINT_ALLOW is empty/],
    ['http://s.example.com/x', ['https://s.example.com'], /not in COMPACTOR_REMOTE_ENDPOINT_ALLOW/],
    ['https://s.example.com:8443/x', ['https://s.example.com'], /not in COMPACTOR_REMOTE_ENDPOINT_ALLOW/],
    ['https://example.com/x', ['*.example.com'], /not in COMPACTOR_REMOTE_ENDPOINT_ALLOW/],
    ['https://evil-example.com/x', ['*.example.com'], /not in COMPACTOR_REMOTE_ENDPOINT_ALLOW/],
    ['file:///etc/passwd', ['*.example.com'], /must be an http\(s\) URL/],
    ['http://127.0.0.1:4010/x', ['127.0.0.2', 'http://127.0.0.1:4011'], /not in/],
  ])('refuses %s with %j', (url, allow, reason) => {
    expect(() => checkRemoteEndpoint(url, allow)).toThrow(reason);
  });

  it('refuses an IP-literal private host admitted only by an origin naming a different host', () => {
    expect(() => checkRemoteEndpoint('http://169.254.169.254/latest', ['*.254'])).toThrow(/not in/);
  });

  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.31.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['not-an-address', true],
    ['93.184.215.14', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('classifies %s as non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });
});
