import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/react';

/** First 8 and last 8 characters, as on the auth screen. */
export function shortenAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}...${address.slice(-8)}`;
}

export function WalletCard({ walletAddress }: { walletAddress: string }) {
  const t = useT();
  return (
    <Card aria-labelledby="wallet-card-title">
      <div className="flex items-center justify-between gap-2">
        <CardTitle>
          <span id="wallet-card-title">{t('rewards.wallet.title')}</span>
        </CardTitle>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t('rewards.wallet.connected')}
        </span>
      </div>
      <p className="mt-3 font-mono text-sm" title={walletAddress}>
        {shortenAddress(walletAddress)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('rewards.wallet.ready')}</p>
    </Card>
  );
}
