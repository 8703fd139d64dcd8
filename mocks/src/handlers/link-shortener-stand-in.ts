import { http } from 'msw';
import { AUTH_SETTINGS } from '../auth-settings';
import { db } from '../db';
import { dynamicLinkTarget, LINK_SHORTENER_PARAM } from '../domain/link-shortener';
import { escapeHtml, standInPage } from '../http/stand-in-page';

/**
 * A stand-in for the link shortener's link page (Linkvertise's `link-to.net/{userid}/{random}/dynamic`),
 * so a pass through it runs on one machine. Not part of the API contract: a real deployment
 * sends the browser to Linkvertise, whose page shows its ads and then leads on to the target.
 */
const STAND_IN_PATH = '/api/__linkvertise/:userid/:random/dynamic';

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f8;color:#1b1f2a;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;box-shadow:0 4px 24px rgba(0,0,0,.08)}' +
  '.note{font-size:.85rem;color:#556}a.continue{display:inline-block;background:#2f6fed;color:#fff;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none}';

const page = (body: string, status = 200) => standInPage({ title: 'Link shortener (stand-in)', style: STYLE, body, status });

/**
 * Where the link may lead: only back to the panel's own earn screen with a token, so the
 * stand-in is no open redirect.
 */
function panelEarnTarget(r: string | null): URL | null {
  const target = dynamicLinkTarget(r);
  return target && target.origin === new URL(AUTH_SETTINGS.panelOrigin).origin && target.pathname === '/earn' && target.searchParams.has(LINK_SHORTENER_PARAM)
    ? target
    : null;
}

export const linkShortenerStandInHandlers = [
  http.get<{ userid: string }>(`*${STAND_IN_PATH}`, ({ request, params }) => {
    const { linkvertise } = db.domain.earning;
    if (!linkvertise.enabled || !linkvertise.userid || params.userid !== linkvertise.userid) {
      return page('<h1>This link does not exist</h1><p>No link shortener account has this link.</p>', 404);
    }
    const target = panelEarnTarget(new URL(request.url).searchParams.get('r'));
    if (!target) return page('<h1>This link does not lead back to the panel</h1><p>Its target is missing or is not the panel’s earn page.</p>', 400);
    return page(
      '<p class="note">Link shortener (stand-in)</p>' +
        `<h1>${escapeHtml(db.config.info.name)} sent you through a sponsored link</h1>` +
        '<p>This page stands in for the link shortener (Linkvertise), whose page would show its ads here before letting you go on. ' +
        'The mock API cannot send you there, so it shows no ads: continue to collect your coins.</p>' +
        `<p><a class="continue" href="${escapeHtml(target.toString())}">Continue</a></p>`,
    );
  }),
];
