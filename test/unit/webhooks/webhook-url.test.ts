import type { UrlPolicy } from '#shared/outbound/url-safety';
import { UnsafeUrlError } from '#shared/outbound/url-safety';
import { checkedWebhookTarget, parseWebhookUrl, refusalOfWebhookUrl } from '#shared/webhooks/webhook-url';
import { stubDns } from '../../support/stub-dns';

const AWS: UrlPolicy = { allowLoopback: false };
const LOCAL: UrlPolicy = { allowLoopback: true };

const dns = stubDns({
  'hooks.example.com': ['93.184.216.34'],
  'internal.example.com': ['10.0.0.7'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.10'],
  'metadata.example.com': ['169.254.169.254'],
  'v6-loopback.example.com': ['::1'],
  'v6-mapped.example.com': ['::ffff:127.0.0.1'],
});

describe('a webhook URL at creation', () => {
  test.each([
    ['http://169.254.169.254/latest/meta-data/', 'the cloud metadata service'],
    ['https://169.254.169.254/', 'the cloud metadata service'],
    ['https://localhost/hooks', 'loopback name'],
    ['https://localhost./hooks', 'loopback name'],
    ['https://api.localhost/hooks', 'loopback name'],
    ['https://10.0.0.1/hooks', 'private address'],
    ['https://192.168.0.10/hooks', 'private address'],
    ['https://172.16.0.1/hooks', 'private address'],
    ['https://127.0.0.1/hooks', 'loopback address'],
    ['https://0x7f000001/hooks', 'loopback address'],
    ['https://2130706433/hooks', 'loopback address'],
    ['https://[::1]/hooks', 'loopback address'],
    ['https://[::ffff:127.0.0.1]/hooks', 'IPv4-mapped'],
    ['https://[::ffff:a9fe:a9fe]/hooks', 'metadata|IPv4-mapped'],
    ['https://[fe80::1]/hooks', 'link-local'],
    ['https://[fd00:ec2::254]/hooks', 'the cloud metadata service'],
    ['https://user:pass@hooks.example.com/', 'user name or password'],
    ['https://hooks.example.com@10.0.0.1/', 'user name or password'],
    ['http://hooks.example.com/', 'https'],
    ['ftp://hooks.example.com/', 'scheme "ftp"'],
    ['file:///etc/passwd', 'scheme "file"'],
    ['javascript:alert(1)', 'scheme "javascript"'],
    ['gopher://hooks.example.com/', 'scheme "gopher"'],
    ['//hooks.example.com/', 'not a valid absolute URL'],
    ['https://internal.example.com/hooks', 'resolves to 10.0.0.7, which is a private address'],
    ['https://mixed.example.com/hooks', 'resolves to 192.168.1.10'],
    ['https://metadata.example.com/hooks', 'the cloud metadata service'],
    ['https://v6-loopback.example.com/hooks', 'resolves to ::1'],
    ['https://v6-mapped.example.com/hooks', 'resolves to ::ffff:7f00:1|IPv4-mapped'],
  ])('%s is refused (%s)', async (url, why) => {
    expect(await refusalOfWebhookUrl(url, AWS, dns)).toMatch(new RegExp(why));
  });

  test.each([
    'https://hooks.example.com/tms',
    'https://93.184.216.34:8443/hooks?tenant=7',
    // Not resolvable now: accepted, checked again at every delivery.
    'https://not-yet.example.com/hooks',
  ])('%s is accepted', async (url) => {
    expect(await refusalOfWebhookUrl(url, AWS, dns)).toBeUndefined();
  });

  test('plain http only to a loopback receiver, and only when loopback is allowed (the local server)', async () => {
    expect(await refusalOfWebhookUrl('http://127.0.0.1:4000/hooks', LOCAL, dns)).toBeUndefined();
    expect(await refusalOfWebhookUrl('http://localhost:4000/hooks', LOCAL, dns)).toBeUndefined();
    expect(await refusalOfWebhookUrl('http://[::1]:4000/hooks', LOCAL, dns)).toBeUndefined();
    expect(await refusalOfWebhookUrl('http://127.0.0.1:4000/hooks', AWS, dns)).toMatch(/loopback/);
    expect(await refusalOfWebhookUrl('http://hooks.example.com/', LOCAL, dns)).toMatch(/https/);
    expect(await refusalOfWebhookUrl('http://10.0.0.1/', LOCAL, dns)).toMatch(/private/);
  });
});

describe('a webhook URL at delivery', () => {
  test('connects to the address checked: a later DNS answer cannot move it (rebinding)', async () => {
    let answers = 0;
    const rebinding = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 as const }];
    };
    const target = await checkedWebhookTarget('https://rebind.example.com/hooks', AWS, {
      timeoutMs: 1_000,
      resolve: rebinding,
    });
    expect(target.pinned).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(answers).toBe(1);
  });

  test('a name that now resolves to a private address is refused', async () => {
    await expect(
      checkedWebhookTarget('https://internal.example.com/hooks', AWS, { timeoutMs: 1_000, resolve: dns }),
    ).rejects.toThrow(UnsafeUrlError);
  });

  test('parseWebhookUrl keeps the URL as given', () => {
    expect(parseWebhookUrl('https://hooks.example.com/a?b=c', AWS).href).toBe(
      'https://hooks.example.com/a?b=c',
    );
  });
});
