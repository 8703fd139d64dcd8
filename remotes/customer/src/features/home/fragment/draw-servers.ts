// The home's Servers in the customer remote's server-included fragment, drawn before the app from
// calls the fragment starts early (the servers list, then each server and queued order), as
// ServersSection, ServerCard, ServerActionsBar and QueuedOrderCard draw them (a sync test compares
// the markup), from the same rules (server-lifecycle.ts) and words (server-card-text.ts). The
// app's first render takes the same answers (useEarlyData), so it replaces this without a change.
// Anything unexpected draws nothing: the app does the rest. No React, no kit.
import { instanceMode } from '@panel/rules';
import type { Config, QueueInfo, ServerView, User } from '@panel/api/contract';
import { ALERT_ICONS, LOCK_ICON, svgIcon } from '@panel/ui/alert-icons-dom';
import { catalogueText, h } from '@panel/ui/fragment-dom';
import { countdownParts, formatCountdown, formatDate } from '@panel/ui/format';
import type { FragmentTools } from '@panel/ui/fragment-tools';
import { homeEnglish } from '../../../messages/home.en';
import { homeFrench } from '../../../messages/home.fr';
import { resourcesText, STATUS_BADGE, statusNotice, TERM_LABEL, type HomeT } from '../server-card-text';
import { serverCard, type ServerCardModel, type ServerTerm } from '../server-lifecycle';

export interface ServersContext {
  userId: string;
  user: Pick<User, 'coins'>;
  config: Pick<Config, 'features' | 'info' | 'welcomeImage'>;
  language: 'en' | 'fr';
  now: number;
}

interface Format {
  t: HomeT;
  language: string;
  now: number;
}

const path = (...segments: string[]) => `/api/${segments.map(encodeURIComponent).join('/')}`;
const isServerList = (list: unknown): list is { servers: string[]; serversQueue: string[] } => {
  const { servers, serversQueue } = (list ?? {}) as Record<string, unknown>;
  return Array.isArray(servers) && Array.isArray(serversQueue) && [...servers, ...serversQueue].every((id) => typeof id === 'string');
};
const isServerView = (answer: unknown): answer is { server: ServerView } => {
  const server = (answer as { server?: Partial<ServerView> } | null)?.server;
  return typeof server?.name === 'string' && typeof server.state === 'string' && typeof server.db?.limits === 'object' && typeof server.node?.name === 'string';
};
const isQueueInfo = (answer: unknown): answer is { info: QueueInfo } => {
  const info = (answer as { info?: Partial<QueueInfo> } | null)?.info;
  return typeof info?.name === 'string' && typeof info.position?.current === 'number' && typeof info.location?.name === 'string';
};

const badge = (tone: string, text: string) => h('span', { class: `ui-badge ui-badge-${tone}` }, text);
const fact = (label: string, ...value: (Node | string | null)[]) => h('div', {}, h('dt', {}, label), h('dd', {}, ...value));
const time = (epochMs: number, text: string, className?: string) => h('time', { datetime: new Date(epochMs).toISOString(), class: className }, text);
const buttonLink = (variant: string, href: string, text: string) => h('a', { class: `ui-button ui-button-${variant} ui-button-sm`, href, 'data-discover': 'true' }, text);
const button = (variant: string, text: string, { extraClass, ...attributes }: Record<string, string | undefined> = {}, icon: Node | null = null) =>
  h('button', { type: 'button', class: `ui-button ui-button-${variant} ui-button-sm${extraClass ? ` ${extraClass}` : ''}`, ...attributes }, icon, text);

function locationFact(format: Format, location: { flag: string; name: string }) {
  const dd = h('dd', { class: 'server-card-location' }, location.flag ? // React writes an image's src last.
    h('img', { alt: '', width: '20', height: '15', loading: 'lazy', src: location.flag }) : null, location.name);
  return h('div', {}, h('dt', {}, format.t('serverCardLocation')), dd);
}

function termFact(term: ServerTerm, format: Format) {
  const { t, language, now } = format;
  let after: Node | null = null;
  if (term.at <= now) after = h('span', { class: 'server-card-countdown' }, badge('danger', t('serverTermPassed')));
  else if (term.near) {
    const countdown = h(
      'time',
      { datetime: new Date(term.at).toISOString(), class: 'ui-countdown' },
      h('span', { class: 'visually-hidden' }, formatDate(term.at, language, 'dateTime')),
      h('span', { 'aria-hidden': 'true' }, formatCountdown(countdownParts(term.at, now), language)),
    );
    after = h('span', { class: 'server-card-countdown' }, countdown);
  }
  return fact(t(TERM_LABEL[term.kind]), time(term.at, formatDate(term.at, language, 'dateTime')), after);
}

function notice(card: ServerCardModel, coins: number, format: Format): Node | null {
  const { t, language } = format;
  const text = statusNotice(card, { coins, t, date: (at) => formatDate(at, language) });
  if (!text) return null;
  if (text.kind === 'text') return h('p', { class: 'server-card-notice' }, text.text);
  const body = h('div', { class: 'ui-alert-body' }, ...text.paragraphs.map((paragraph) => h('p', {}, paragraph)));
  if (text.invoice) body.append(h('div', { class: 'ui-alert-actions' }, buttonLink('primary', `/invoice/${encodeURIComponent(text.invoice)}`, t('serverViewInvoice'))));
  return h('div', { class: `ui-alert ui-alert-${text.tone}`, role: 'status' }, svgIcon(ALERT_ICONS[text.tone]), body);
}

function actions(server: ServerView, card: ServerCardModel, format: Format) {
  const { t, language } = format;
  const { openUrl, edit, transfer, renew, disableAutoRenewal, delete: remove } = card.actions;
  const id = encodeURIComponent(server._id);
  const bar = h('div', { class: 'server-card-actions' });
  if (openUrl) bar.append(h('a', { class: 'ui-button ui-button-primary ui-button-sm', href: openUrl, target: '_blank', rel: 'noopener noreferrer', 'aria-label': t('serverOpenLabel', { name: server.name }) }, t('serverOpen')));
  if (edit) bar.append(buttonLink('secondary', `/server/edit/${id}`, t('serverEdit')));
  if (transfer) bar.append(buttonLink('secondary', `/server/transfer/${id}`, t('serverTransfer')));
  if (renew) {
    const hintId = `${server._id}-renew-opens`;
    const variant = card.status.kind === 'suspended' ? 'primary' : 'secondary';
    bar.append(
      renew.open
        ? button(variant, t('serverRenew'))
        : button(variant, t('serverRenew'), { 'aria-disabled': 'true', 'aria-describedby': hintId }, svgIcon(LOCK_ICON, { size: 16 })),
    );
    if (!renew.open) bar.append(h('span', { id: hintId, class: 'server-card-hint' }, t('serverRenewOpensOn', { date: formatDate(renew.opensAt, language, 'dateTime') })));
  }
  if (disableAutoRenewal) bar.append(button('ghost', t('serverAutoRenewalOff')));
  if (remove) bar.append(button('ghost', t('serverDelete'), { extraClass: 'server-card-delete' }));
  return bar;
}

export function serverCardElement(server: ServerView, context: ServersContext, format: Format): HTMLElement {
  const { t, language } = format;
  const card = serverCard(server, { now: format.now, mode: instanceMode(context.config.features), panelUrl: context.config.info.panelUrl });
  const headingId = `server-${server._id}-name`;
  const { tone, label } = STATUS_BADGE[card.status.kind];
  return h(
    'article',
    { class: 'server-card', 'aria-labelledby': headingId, 'data-state': card.status.kind },
    h('header', { class: 'server-card-header' }, h('h3', { id: headingId, class: 'server-card-name' }, server.name), badge(tone, t(label))),
    h(
      'dl',
      { class: 'server-card-facts' },
      fact(t('serverCardGame'), server.egg?.name ?? t('serverCardUnknownGame')),
      locationFact(format, server.node),
      fact(t('serverCardResources'), resourcesText(server.db.limits, language, t)),
      card.term && termFact(card.term, format),
    ),
    notice(card, context.user.coins, format),
    actions(server, card, format),
  );
}

export function queuedOrderElement(entry: QueueInfo, context: ServersContext, format: Format): HTMLElement {
  const { t } = format;
  const headingId = `queue-${entry._id}-name`;
  const { location, position, queuesbypriority: counts } = entry;
  return h(
    'article',
    { class: 'server-card', 'aria-labelledby': headingId, 'data-state': 'queued' },
    h('header', { class: 'server-card-header' }, h('h3', { id: headingId, class: 'server-card-name' }, entry.name), badge('info', t('serverStateQueued'))),
    h('dl', { class: 'server-card-facts' }, fact(t('serverCardGame'), entry.egg?.name ?? t('serverCardUnknownGame')), locationFact(format, location)),
    h(
      'div',
      { class: 'server-card-notice' },
      h('p', {}, h('strong', {}, t('queuedPosition', { current: position.current, total: position.total }))),
      h('p', {}, t('queuedCounts', counts)),
      h('p', {}, t('queuedNext', { location: location.name })),
      instanceMode(context.config.features) === 'plans' ? h('p', {}, t('queuedPlanInvoice')) : null,
    ),
    h('div', { class: 'server-card-actions' }, button('secondary', t('queuedCancel'))),
  );
}

/** ServersSection with its cards; `newServer` is where a new server starts. */
export function serversSection(servers: ServerView[], queued: QueueInfo[], context: ServersContext): HTMLElement {
  const format: Format = { t: catalogueText(context.language === 'fr' ? homeFrench : homeEnglish, context.language), language: context.language, now: context.now };
  const { t } = format;
  const headingId = 'home-servers-heading';
  return h(
    'section',
    { class: 'home-section', 'aria-labelledby': headingId, 'aria-busy': 'false' },
    h('header', { class: 'home-section-header' }, h('h2', { id: headingId }, t('homeServersTitle')), buttonLink('primary', instanceMode(context.config.features) === 'resources' ? '/create' : '/order', t('homeServersNew'))),
    h(
      'div',
      { class: 'server-grid' },
      ...servers.map((server) => serverCardElement(server, context, format)),
      ...queued.map((entry) => queuedOrderElement(entry, context, format)),
    ),
  );
}

/**
 * Asks for the servers early and draws them into `container` once every answer is in; resolves
 * when done (or when it chose not to draw). Only the usual home: a welcome image would stand above
 * the servers (the advent card comes after them), and an empty list shows the app's empty state.
 */
export async function drawServers(container: HTMLElement, tools: FragmentTools, context: ServersContext): Promise<void> {
  if (context.config.welcomeImage) return;
  const list = await tools.callEarly(path('user', context.userId, 'servers'));
  if (!isServerList(list) || list.servers.length + list.serversQueue.length === 0) return;
  const [views, queue] = await Promise.all([
    Promise.all(list.servers.map((id) => tools.callEarly(path('server', id)))),
    Promise.all(list.serversQueue.map((id) => tools.callEarly(path('server', 'queue', id)))),
  ]);
  if (!views.every(isServerView) || !queue.every(isQueueInfo)) return;
  container.append(serversSection(views.map((view) => view.server), queue.map((entry) => entry.info), context));
}
