import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '@panel/api/contract';
import { MemoryRouter } from '@panel/router';
import { seedConfig } from '../../test-utils/fixtures';
import { loadedSession, resetSession } from '../../test-utils/session';
import { AD_BLOCK_ASK_DISMISSED, AdSlot } from './AdSlot';

const ADSENSE_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123';

const withAds = (ads: Partial<Config['settings']['ads']>): Config => {
  const config = seedConfig();
  return { ...config, settings: { ...config.settings, ads: { ...config.settings.ads, ...ads } } };
};

function renderSlot(config: Config, path = '/') {
  loadedSession(config);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdSlot />
    </MemoryRouter>,
  );
}

const adScript = () => document.querySelector<HTMLScriptElement>('script#third-party-ads');

afterEach(() => {
  resetSession();
  localStorage.clear();
  document.querySelectorAll('script').forEach((script) => script.remove());
  delete window.adsbygoogle;
});

describe('AdSlot', () => {
  it('reserves a box and loads the ad script on a screen that may show an ad', () => {
    renderSlot(withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }));
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(adScript()?.src).toBe(ADSENSE_URL);
    expect(window.adsbygoogle).toHaveLength(1);
  });

  it.each([
    ['ads off', withAds({ site: false, adservice: 'ADSENSE', b1: 'ca-pub-123' }), '/'],
    ['a sign-in screen', withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }), '/auth/login'],
    ['an invoice', withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }), '/invoice/inv-1'],
    ['a staff screen', withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }), '/staff/users'],
    ['an ad script off its service domains', withAds({ site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://evil.example/x.js' }), '/'],
  ])('shows nothing and loads nothing with %s', (_name, config, path) => {
    renderSlot(config, path);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(adScript()).toBeNull();
  });

  it('puts an Adsterra banner script in the box, where it writes its frame', () => {
    renderSlot(withAds({ site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://www.highperformanceformat.com/k/invoke.js' }));
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).contains(adScript())).toBe(true);
  });

  it('asks to allow ads when the script is blocked and aadbl is on, and remembers a dismissal', async () => {
    renderSlot(withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123', aadbl: true }));
    fireEvent.error(adScript()!);
    expect(await screen.findByText('Ads keep this panel running')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Ads keep this panel running')).toBeNull();
    expect(localStorage.getItem(AD_BLOCK_ASK_DISMISSED)).toBe('1');
  });

  it('does not ask again once dismissed in this browser', () => {
    localStorage.setItem(AD_BLOCK_ASK_DISMISSED, '1');
    renderSlot(withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123', aadbl: true }));
    fireEvent.error(adScript()!);
    expect(screen.queryByText('Ads keep this panel running')).toBeNull();
  });

  it('does not ask when aadbl is off', () => {
    renderSlot(withAds({ site: true, adservice: 'ADSENSE', b1: 'ca-pub-123', aadbl: false }));
    fireEvent.error(adScript()!);
    expect(screen.queryByText('Ads keep this panel running')).toBeNull();
  });
});
