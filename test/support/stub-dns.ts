import type { Resolver } from '#shared/outbound/url-safety';

/** DNS as the test says it is: no lookup leaves the machine; an unlisted name is not found. */
export const stubDns =
  (answers: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = answers[hostname];
    if (addresses === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
