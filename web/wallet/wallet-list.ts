import { HARDCODED_WALLETS, preferredRank, TOP_WALLETS, type KnownWallet } from './catalog';

/** What the modal needs of a wallet-adapter wallet (kept apart so the rules test without it). */
export type DetectedWallet = {
  name: string;
  icon: string;
  url: string;
  readyState: 'Installed' | 'Loadable' | 'NotDetected' | 'Unsupported';
};

/** A row of the modal: a wallet we can connect, or a known wallet to install / deep-link. */
export type WalletOption =
  | { kind: 'adapter'; name: string; icon: string; url: string; installed: boolean }
  | { kind: 'known'; name: string; icon: string; url: string; wallet: KnownWallet };

export type WalletListing =
  | { view: 'recent' | 'recommended'; highlight: WalletOption[]; others: WalletOption[] }
  | { view: 'onboarding' };

const HIGHLIGHTED = 3;

function fromAdapter(wallet: DetectedWallet): WalletOption {
  return {
    kind: 'adapter',
    name: wallet.name,
    icon: wallet.icon,
    url: wallet.url,
    installed: wallet.readyState === 'Installed',
  };
}

function fromKnown(wallet: KnownWallet): WalletOption {
  return { kind: 'known', name: wallet.name, icon: wallet.icon, url: wallet.url, wallet };
}

function byPreference(a: DetectedWallet, b: DetectedWallet): number {
  return preferredRank(a.name) - preferredRank(b.name);
}

/**
 * The modal's list order: previously connected wallets (first 3 highlighted), else installed
 * wallets (up to 3, then the recommended ones), else the top wallets (on phones without an
 * injected wallet: the hardcoded ones that open Echo in their app), else onboarding.
 */
export function buildWalletListing(
  detected: readonly DetectedWallet[],
  recentNames: readonly string[],
  { mobile }: { mobile: boolean },
): WalletListing {
  const usable = detected
    .filter((wallet) => wallet.readyState === 'Installed' || wallet.readyState === 'Loadable')
    .sort(byPreference);
  const usableNames = new Set(usable.map((wallet) => wallet.name));
  const notInstalledTop = (mobile ? HARDCODED_WALLETS : TOP_WALLETS).filter(
    (wallet) => !usableNames.has(wallet.name),
  );

  const recent = recentNames.flatMap((name) => usable.filter((wallet) => wallet.name === name));
  if (recent.length > 0) {
    const rest = usable.filter((wallet) => !recent.includes(wallet));
    const ordered = [...recent, ...rest].map(fromAdapter);
    return {
      view: 'recent',
      highlight: ordered.slice(0, HIGHLIGHTED),
      others: [...ordered.slice(HIGHLIGHTED), ...notInstalledTop.map(fromKnown)],
    };
  }
  if (usable.length > 0) {
    const ordered = usable.map(fromAdapter);
    return {
      view: 'recommended',
      highlight: ordered.slice(0, HIGHLIGHTED),
      others: [...ordered.slice(HIGHLIGHTED), ...notInstalledTop.map(fromKnown)],
    };
  }
  if (mobile) {
    const known = HARDCODED_WALLETS.map(fromKnown);
    return {
      view: 'recommended',
      highlight: known.slice(0, HIGHLIGHTED),
      others: known.slice(HIGHLIGHTED),
    };
  }
  return { view: 'onboarding' };
}
