// What a server card says, as the catalogue's texts: the same words whether React draws the card
// (ServerCard.tsx) or the server-included fragment does before the app (fragment/draw-servers.ts).
// Plain data and functions, no React.
import type { ResourceLimits, SuspensionReason } from '@panel/api/contract';
import type { homeEnglish } from '../../messages/home.en';
import { formatCpu, formatMegabytes } from './resource-format';
import type { ServerCardModel, ServerStatus, ServerTerm } from './server-lifecycle';

export type HomeMessage = keyof typeof homeEnglish;
export type HomeT = (key: HomeMessage, values?: Record<string, string | number>) => string;
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const STATUS_BADGE: Record<ServerStatus['kind'], { label: HomeMessage; tone: BadgeTone }> = {
  installing: { label: 'serverStateInstalling', tone: 'info' },
  'awaiting-payment': { label: 'serverStateAwaitingPayment', tone: 'warning' },
  expiring: { label: 'serverStateExpiring', tone: 'warning' },
  suspended: { label: 'serverStateSuspended', tone: 'danger' },
  maintenance: { label: 'serverStateMaintenance', tone: 'neutral' },
  active: { label: 'serverStateActive', tone: 'success' },
};

export const TERM_LABEL: Record<ServerTerm['kind'], HomeMessage> = {
  'coins-due': 'serverTermCoins',
  renews: 'serverTermRenews',
  expires: 'serverTermExpires',
};

const SUSPENSION_TEXT: Partial<Record<SuspensionReason, HomeMessage>> = {
  RESOURCES_EXCEEDED: 'serverStateSuspendedOverLimits',
  INACTIVE_USER: 'serverStateSuspendedInactive',
  MISSING_SUBSCRIPTION_EGG: 'serverStateSuspendedEgg',
  MISSING_SUBSCRIPTION_LOCATION: 'serverStateSuspendedLocation',
};

export const resourcesText = (limits: ResourceLimits, language: string, t: HomeT): string =>
  t('serverCardResourcesValue', { memory: formatMegabytes(limits.memory, language), cpu: formatCpu(limits.cpu, language), disk: formatMegabytes(limits.disk, language) });

/** The state's notice: plain text, or an alert with its paragraphs and the invoice to view. */
export type StatusNotice =
  | { kind: 'text'; text: string }
  | { kind: 'alert'; tone: 'warning' | 'danger'; paragraphs: string[]; invoice: string | null };

/** What the state means and the way forward, for every state but a plain active one. */
export function statusNotice(card: ServerCardModel, { coins, t, date }: { coins: number; t: HomeT; date: (epochMs: number) => string }): StatusNotice | null {
  const { status, actions } = card;
  switch (status.kind) {
    case 'installing':
      return { kind: 'text', text: t('serverStateInstallingText') };
    case 'maintenance':
      return { kind: 'text', text: t('serverStateMaintenanceText') };
    case 'awaiting-payment':
    case 'expiring':
      return { kind: 'alert', tone: 'warning', paragraphs: [t(status.kind === 'expiring' ? 'serverStateExpiringText' : 'serverStateAwaitingPaymentText')], invoice: status.invoice };
    case 'suspended': {
      const renewal = status.reason === 'RENEWAL_REQUIRED';
      const paragraphs = [
        renewal
          ? `${t('serverStateSuspendedRenewal')} ${t(actions.renew ? 'serverStateSuspendedRenewalCoins' : 'serverStateSuspendedRenewalInvoice')}`
          : t((status.reason && SUSPENSION_TEXT[status.reason]) || 'serverStateSuspendedOther'),
      ];
      if (renewal && actions.renew && coins < actions.renew.cost) paragraphs.push(t('renewShort', { missing: actions.renew.cost - coins }));
      if (status.deletionAt !== null) paragraphs.push(t('serverStateDeletion', { date: date(status.deletionAt) }));
      return { kind: 'alert', tone: 'danger', paragraphs, invoice: null };
    }
    default:
      return null;
  }
}
