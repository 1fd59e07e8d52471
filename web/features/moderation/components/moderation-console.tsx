import { Tabs } from 'radix-ui';
import type { User } from '../../../../schema/api';
import { isMoneyRole } from '../../../../schema/constants';
import { useT } from '../../../i18n/react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuditTab } from './audit-tab';
import { PayoutsTab } from './payouts-tab';
import { QueueTab } from './queue-tab';

const TAB_CLASS =
  'rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white';

export function ModerationConsole({ user }: { user: User }) {
  const t = useT();
  useDocumentTitle(t('moderation.console.title'));
  // Every ADMIN_WALLETS role moderates; only the money roles also decide cash prizes.
  const canDecidePayouts = isMoneyRole(user.adminRole);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('moderation.console.title')}</h1>
      <p className="mt-1 text-slate-600">{t('moderation.console.intro')}</p>
      <Tabs.Root defaultValue="queue" className="mt-6">
        {/* Each panel opens with its tab's name as a heading: someone moving by headings finds
            the queue, a payout (h3) or the log under it, never a level skipped. */}
        <Tabs.List aria-label={t('moderation.console.tabsLabel')} className="mb-4 flex gap-2">
          <Tabs.Trigger value="queue" className={TAB_CLASS}>
            {t('moderation.console.queueTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="payouts" className={TAB_CLASS}>
            {t('moderation.console.payoutsTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={TAB_CLASS}>
            {t('moderation.console.auditTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="queue">
          <h2 className="sr-only">{t('moderation.console.queueTab')}</h2>
          <QueueTab />
        </Tabs.Content>
        <Tabs.Content value="payouts">
          <h2 className="sr-only">{t('moderation.console.payoutsTab')}</h2>
          <PayoutsTab canDecide={canDecidePayouts} />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <h2 className="sr-only">{t('moderation.console.auditTab')}</h2>
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
