import { WALLET_ICONS } from './wallet-icons';

/**
 * Wallets we know by name, for what wallet-standard cannot tell us: where to install them
 * and how to open Echo inside their in-app browser on a phone (the hardcoded wallets list:
 * name, url, icon, deepLink). Installed wallets announce themselves; these fill the gaps.
 */
export type KnownWallet = {
  name: string;
  url: string;
  icon: string;
  /** The universal link that opens `pageUrl` in the wallet's in-app browser, if it has one. */
  deepLink?: (pageUrl: string, origin: string) => string;
};

function browseLink(base: string) {
  return (pageUrl: string, origin: string) =>
    `${base}${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`;
}

const JUPITER_MOBILE: KnownWallet = {
  name: 'Jupiter Mobile',
  url: 'https://jup.ag/mobile',
  icon: WALLET_ICONS.jupiterMobile,
};
const PHANTOM: KnownWallet = {
  name: 'Phantom',
  url: 'https://phantom.app',
  icon: WALLET_ICONS.phantom,
  deepLink: browseLink('https://phantom.app/ul/browse/'),
};
const SOLFLARE: KnownWallet = {
  name: 'Solflare',
  url: 'https://solflare.com',
  icon: WALLET_ICONS.solflare,
  deepLink: browseLink('https://solflare.com/ul/v1/browse/'),
};
const BACKPACK: KnownWallet = {
  name: 'Backpack',
  url: 'https://backpack.app',
  icon: WALLET_ICONS.backpack,
  deepLink: browseLink('https://backpack.app/ul/v1/browse/'),
};
const MAGIC_EDEN: KnownWallet = {
  name: 'Magic Eden',
  url: 'https://wallet.magiceden.io',
  icon: WALLET_ICONS.magicEden,
};
const COINBASE: KnownWallet = {
  name: 'Coinbase Wallet',
  url: 'https://www.coinbase.com/wallet',
  icon: WALLET_ICONS.coinbase,
  deepLink: (pageUrl) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
};
const OKX: KnownWallet = {
  name: 'OKX Wallet',
  url: 'https://www.okx.com/web3',
  icon: WALLET_ICONS.okx,
  deepLink: (pageUrl) =>
    `https://www.okx.com/download?deeplink=${encodeURIComponent(
      `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`,
    )}`,
};

/** The preferred wallet order: these lead every list they appear in. */
export const TOP_WALLETS: readonly KnownWallet[] = [JUPITER_MOBILE, PHANTOM, SOLFLARE, BACKPACK];

/** The onboarding list ('Popular wallets to get started'). */
export const POPULAR_WALLETS: readonly KnownWallet[] = [
  PHANTOM,
  SOLFLARE,
  BACKPACK,
  MAGIC_EDEN,
  COINBASE,
  OKX,
];

/** Offered on phones without an injected wallet: each opens Echo in the wallet's browser. */
export const HARDCODED_WALLETS: readonly KnownWallet[] = [
  PHANTOM,
  SOLFLARE,
  BACKPACK,
  COINBASE,
  OKX,
];

/** Rank in the preferred order; unknown wallets come after, in their own order. */
export function preferredRank(name: string): number {
  const index = TOP_WALLETS.findIndex((wallet) => wallet.name === name);
  return index === -1 ? TOP_WALLETS.length : index;
}
