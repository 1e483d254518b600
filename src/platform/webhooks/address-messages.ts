// What a refused webhook address is told, shared by the admin form and the server (so it stays free
// of Node APIs): each kind of address that is not on the public internet, said in words.

export type AddressCategory =
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'unspecified'
  | 'reserved';

const DESCRIPTIONS: Record<AddressCategory, string> = {
  loopback: "this server's own loopback address",
  private: 'an address on a private network',
  shared: 'a carrier-grade NAT address (100.64.0.0/10), inside a provider’s network',
  'link-local': 'a link-local address, reachable only on this server’s own network segment',
  metadata: 'the cloud metadata service, which holds this server’s credentials',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address, which means this server itself',
  reserved: 'a reserved address that is not on the public internet',
};

export const ADDRESS_MESSAGES = {
  notUrl: 'Enter the full address, starting with https://',
  notHttps: 'The address must start with https://',
  credentials: 'The address cannot hold a user name or password: the signature proves each request comes from this site',
  notFound: (host: string) => `${host} could not be found: check the address`,
  slowLookup: (host: string) => `${host} could not be looked up in time: try again in a moment`,
  refused: (host: string, address: string, category: AddressCategory, allowLoopback: boolean) =>
    `${host === address ? address : `${host} resolves to ${address}, which`} is ${DESCRIPTIONS[category]}: webhooks may only go to addresses on the public internet` +
    (category === 'loopback' && !allowLoopback
      ? ' (WEBHOOK_ALLOW_LOOPBACK=true lets a test server on this machine through)'
      : ''),
} as const;
