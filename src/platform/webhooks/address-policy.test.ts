// Where a webhook may go: every kind of address that is not on the public internet is refused, in
// every form it can take (IPv4-mapped and other IPv6 forms that carry an IPv4 address included), at
// the address a host name resolves to, with the reason said; only WEBHOOK_ALLOW_LOOPBACK lets the
// loopback address (and plain http:// to it) through.
import { describe, expect, it } from 'vitest';
import { addressCategory, checkDestination, type Resolver } from './address-policy.ts';

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const off = { allowLoopback: false };
const on = { allowLoopback: true };

describe('the category of an address', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.10.10', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // IPv4 inside IPv6 is judged as the IPv4 address it carries.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['2002:7f00:0001::1', 'loopback'],
    ['2002:c0a8:0101::', 'private'],
  ])('%s is %s', (address, category) => {
    expect(addressCategory(address)).toBe(category);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('%s is on the public internet', (address) => {
    expect(addressCategory(address)).toBeNull();
  });
});

describe('checking a webhook address', () => {
  it('allows an https address whose host resolves to public addresses only, and connects to the one it checked', async () => {
    const checked = await checkDestination('https://crm.example.com/hook?x=1', off, resolvesTo('93.184.215.14', '2606:4700::1'));
    expect(checked).toEqual({
      ok: true,
      destination: expect.objectContaining({ hostname: 'crm.example.com', address: '93.184.215.14', family: 4 }),
    });
  });

  it('refuses a host name that resolves to 127.0.0.1 without WEBHOOK_ALLOW_LOOPBACK, saying why and what would allow it', async () => {
    expect(await checkDestination('https://crm.example.com/hook', off, resolvesTo('127.0.0.1'))).toEqual({
      ok: false,
      message:
        "crm.example.com resolves to 127.0.0.1, which is this server's own loopback address: webhooks may only go to addresses on the public internet (WEBHOOK_ALLOW_LOOPBACK=true lets a test server on this machine through)",
    });
  });

  it('allows the loopback address, http:// included, with WEBHOOK_ALLOW_LOOPBACK', async () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://[::1]:8080/hook', 'https://localhost/hook']) {
      const checked = await checkDestination(url, on, resolvesTo('127.0.0.1'));
      expect(checked.ok, url).toBe(true);
    }
  });

  it.each([
    ['http://10.0.0.5/hook', '10.0.0.5 is an address on a private network'],
    ['https://192.168.0.10/hook', '192.168.0.10 is an address on a private network'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is the cloud metadata service'],
    ['https://[fd00:ec2::254]/', 'fd00:ec2::254 is the cloud metadata service'],
    ['https://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe is the cloud metadata service'],
    ['https://[::ffff:10.0.0.1]/', '::ffff:a00:1 is an address on a private network'],
    ['https://100.100.100.200/', '100.100.100.200 is a carrier-grade NAT address'],
    ['https://[fc00::1]/', 'fc00::1 is an address on a private network'],
    ['https://[fe80::1]/', 'fe80::1 is a link-local address'],
    ['https://224.0.0.251/', '224.0.0.251 is a multicast address'],
    ['https://0.0.0.0/', '0.0.0.0 is the unspecified address'],
  ])('refuses %s even with WEBHOOK_ALLOW_LOOPBACK: "%s…"', async (url, reason) => {
    const checked = await checkDestination(url, on, resolvesTo());
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.message).toContain(reason);
      expect(checked.message).toContain('webhooks may only go to addresses on the public internet');
      expect(checked.message).not.toContain('WEBHOOK_ALLOW_LOOPBACK');
    }
  });

  it('refuses the other spellings of 127.0.0.1 a URL accepts (decimal, short, hex) without the flag', async () => {
    for (const url of ['https://2130706433/', 'https://127.1/', 'https://0x7f.0.0.1/', 'https://[::ffff:127.0.0.1]/']) {
      const checked = await checkDestination(url, off, resolvesTo());
      expect(checked.ok, url).toBe(false);
    }
  });

  it('refuses a host name with one private address among public ones', async () => {
    const checked = await checkDestination('https://crm.example.com/', off, resolvesTo('93.184.215.14', '10.1.1.1'));
    expect(checked).toEqual({
      ok: false,
      message:
        'crm.example.com resolves to 10.1.1.1, which is an address on a private network: webhooks may only go to addresses on the public internet',
    });
  });

  it('refuses a host name resolving to private addresses even with WEBHOOK_ALLOW_LOOPBACK', async () => {
    expect((await checkDestination('https://crm.internal/', on, resolvesTo('172.20.1.1'))).ok).toBe(false);
    expect((await checkDestination('https://crm.internal/', on, resolvesTo('127.0.0.1', '172.20.1.1'))).ok).toBe(false);
  });

  it('needs https:// for anything but the loopback address with the flag', async () => {
    const plain = { ok: false, message: 'The address must start with https://' };
    expect(await checkDestination('http://crm.example.com/', off, resolvesTo('93.184.215.14'))).toEqual(plain);
    expect(await checkDestination('http://crm.example.com/', on, resolvesTo('93.184.215.14'))).toEqual(plain);
    expect(await checkDestination('http://127.0.0.1/', off, resolvesTo())).toMatchObject({ ok: false });
    expect(await checkDestination('ftp://crm.example.com/', off, resolvesTo('93.184.215.14'))).toEqual(plain);
  });

  it('refuses an address holding a user name or password, and one that is not an address', async () => {
    expect(await checkDestination('https://user:pw@crm.example.com/', off, resolvesTo('93.184.215.14'))).toEqual({
      ok: false,
      message: 'The address cannot hold a user name or password: the signature proves each request comes from this site',
    });
    expect(await checkDestination('crm.example.com/hook', off, resolvesTo('93.184.215.14'))).toEqual({
      ok: false,
      message: 'Enter the full address, starting with https://',
    });
  });

  it('says a host name that cannot be found could not be found', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkDestination('https://no-such-host.example/', off, failing)).toEqual({
      ok: false,
      message: 'no-such-host.example could not be found: check the address',
    });
  });

  it('resolves a host name through the system when no resolver is given (localhost is loopback)', async () => {
    const checked = await checkDestination('http://localhost:9/', off);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is this server's own loopback address/);
  });
});
