import {
  parseDocumentUrl,
  type Resolver,
  refusalAtSubmission,
  refusalOfAddress,
  resolvePinnedAddresses,
  UnresolvedHostError,
  UnsafeUrlError,
  type UrlPolicy,
} from '#shared/outbound/url-safety';
import { stubDns } from '../../support/stub-dns';

const STRICT: UrlPolicy = { allowLoopback: false };
const LOOPBACK: UrlPolicy = { allowLoopback: true };

const dns = stubDns;

describe('refusalOfAddress', () => {
  test.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:8.8.8.8',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    'fec0::1',
  ])('refuses %s', (address) => {
    expect(refusalOfAddress(address, STRICT)).toEqual(expect.any(String));
  });

  test.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:81b::200e'])(
    'allows the public address %s',
    (address) => {
      expect(refusalOfAddress(address, STRICT)).toBeUndefined();
    },
  );

  test('names the metadata service', () => {
    expect(refusalOfAddress('169.254.169.254', STRICT)).toBe('169.254.169.254 is the cloud metadata service');
  });

  test('the loopback allowance opens 127.0.0.1 and ::1 and nothing else', () => {
    expect(refusalOfAddress('127.0.0.1', LOOPBACK)).toBeUndefined();
    expect(refusalOfAddress('::1', LOOPBACK)).toBeUndefined();
    for (const address of ['127.0.0.2', '::ffff:127.0.0.1', '10.0.0.1', '169.254.169.254', '0.0.0.0']) {
      expect(refusalOfAddress(address, LOOPBACK)).toEqual(expect.any(String));
    }
  });
});

describe('parseDocumentUrl', () => {
  test.each([
    ['http://2130706433/', 'host 127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', 'host 127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', 'host 127.0.0.1 is a loopback address'],
    ['http://[::ffff:7f00:1]/', 'host ::ffff:7f00:1 is an IPv4-mapped address'],
    ['http://localhost./', 'host "localhost" is a loopback name'],
    ['http://a.b.localhost/', 'host "a.b.localhost" is a loopback name'],
    ['https://user@example.com/', 'URLs with a user name or password are not fetched'],
    ['data:image/png;base64,AAAA', 'scheme "data" is not http or https'],
    ['/relative/path.pdf', 'not a valid absolute URL'],
  ])('refuses %s before any lookup', (raw, why) => {
    expect(() => parseDocumentUrl(raw, STRICT)).toThrow(new UnsafeUrlError(why));
  });

  test('accepts public http and https URLs', () => {
    expect(parseDocumentUrl('https://docs.example.com/pod.pdf?sig=1', STRICT).hostname).toBe(
      'docs.example.com',
    );
    expect(parseDocumentUrl('http://93.184.216.34:8080/pod.pdf', STRICT).port).toBe('8080');
  });

  test('with the loopback allowance, localhost passes but its subdomains do not', () => {
    expect(parseDocumentUrl('http://localhost:3000/p.tif', LOOPBACK).hostname).toBe('localhost');
    expect(parseDocumentUrl('http://[::1]:3000/p.tif', LOOPBACK).hostname).toBe('[::1]');
    expect(() => parseDocumentUrl('http://x.localhost/', LOOPBACK)).toThrow(UnsafeUrlError);
  });
});

describe('resolvePinnedAddresses', () => {
  const resolve = dns({
    'public.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'internal.example': ['10.0.0.8'],
    'mixed.example': ['93.184.216.34', '127.0.0.1'],
    'rebind.example': ['169.254.169.254'],
    'empty.example': [],
  });
  const pinned = (raw: string, policy = STRICT) =>
    resolvePinnedAddresses(new URL(raw), policy, { timeoutMs: 1_000, resolve });

  test('pins every address of a name that resolves only to public addresses', async () => {
    expect(await pinned('https://public.example/pod.pdf')).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
  });

  test('a literal address is pinned without a lookup', async () => {
    expect(await pinned('http://[2606:4700::1111]/')).toEqual([{ address: '2606:4700::1111', family: 6 }]);
  });

  test.each([
    ['internal.example', 'host "internal.example" resolves to 10.0.0.8, which is a private address'],
    ['mixed.example', 'host "mixed.example" resolves to 127.0.0.1, which is a loopback address'],
    [
      'rebind.example',
      'host "rebind.example" resolves to 169.254.169.254, which is the cloud metadata service',
    ],
  ])('refuses %s: one refused address is enough', async (host, why) => {
    await expect(pinned(`https://${host}/`)).rejects.toThrow(new UnsafeUrlError(why));
  });

  test('with loopback allowed, localhost and loopback literals pass, and no other name that resolves to loopback', async () => {
    const local = dns({
      localhost: ['127.0.0.1'],
      'dev.hosts-file.test': ['127.0.0.1'],
      'v6.hosts-file.test': ['::1'],
    });
    const pin = (raw: string) =>
      resolvePinnedAddresses(new URL(raw), LOOPBACK, { timeoutMs: 1_000, resolve: local });
    expect(await pin('http://localhost:8080/')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await pin('http://127.0.0.1:8080/')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await pin('http://[::1]:8080/')).toEqual([{ address: '::1', family: 6 }]);
    await expect(pin('http://dev.hosts-file.test/')).rejects.toThrow(
      new UnsafeUrlError('host "dev.hosts-file.test" resolves to 127.0.0.1, which is a loopback address'),
    );
    await expect(pin('http://v6.hosts-file.test/')).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  test('a name that does not resolve, or to nothing, is an unresolved host, not an unsafe one', async () => {
    await expect(pinned('https://unknown.example/')).rejects.toBeInstanceOf(UnresolvedHostError);
    await expect(pinned('https://empty.example/')).rejects.toBeInstanceOf(UnresolvedHostError);
  });

  test('a lookup that hangs ends at the timeout', async () => {
    const hanging: Resolver = () => new Promise(() => {});
    await expect(
      resolvePinnedAddresses(new URL('https://slow.example/'), STRICT, { timeoutMs: 20, resolve: hanging }),
    ).rejects.toThrow(new UnresolvedHostError('host "slow.example" did not resolve within 20 ms'));
  });
});

describe('refusalAtSubmission', () => {
  const resolve = dns({ 'internal.example': ['192.168.7.7'], 'public.example': ['93.184.216.34'] });

  test('refuses a name that resolves to a private address', async () => {
    expect(await refusalAtSubmission('https://internal.example/a.pdf', STRICT, resolve)).toBe(
      'host "internal.example" resolves to 192.168.7.7, which is a private address',
    );
  });

  test('accepts a public name, and a name that does not resolve yet (checked again at download)', async () => {
    expect(await refusalAtSubmission('https://public.example/a.pdf', STRICT, resolve)).toBeUndefined();
    expect(await refusalAtSubmission('https://later.example/a.pdf', STRICT, resolve)).toBeUndefined();
  });
});
