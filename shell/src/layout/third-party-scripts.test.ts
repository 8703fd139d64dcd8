import { seedConfig } from '../test-utils/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '@panel/api/contract';
import { injectScripts, thirdPartyScripts, UMAMI_SCRIPT_URL } from './third-party-scripts';

type Ads = Config['settings']['ads'];

const configWith = ({ ads = {}, umami = null }: { ads?: Partial<Ads>; umami?: string | null }): Config => {
  const config = seedConfig({ umami });
  return { ...config, settings: { ...config.settings, ads: { ...config.settings.ads, ...ads } } };
};

describe('thirdPartyScripts', () => {
  it.each([
    ['no analytics id', {}, []],
    ['an umami id', { umami: 'site-42' }, [UMAMI_SCRIPT_URL]],
    ['an empty umami id', { umami: '' }, []],
    ['ads on: their script is the ad slot\'s, not every page\'s', { ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }, umami: 'site-42' }, [UMAMI_SCRIPT_URL]],
  ] as [string, Parameters<typeof configWith>[0], string[]][])('%s', (_name, settings, sources) => {
    expect(thirdPartyScripts(configWith(settings)).map((s) => s.src)).toEqual(sources);
  });

  it('passes the umami id as data-website-id', () => {
    const [analytics] = thirdPartyScripts(configWith({ umami: 'site-42' }));
    expect(analytics).toMatchObject({ id: 'analytics', attributes: { 'data-website-id': 'site-42' } });
  });
});

describe('injectScripts', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds each script once, async, with its attributes', () => {
    const scripts = thirdPartyScripts(configWith({ umami: 'site-42' }));
    injectScripts(scripts);
    injectScripts(scripts);
    const added = document.head.querySelectorAll<HTMLScriptElement>('script#third-party-analytics');
    expect(added).toHaveLength(1);
    expect(added[0]?.async).toBe(true);
    expect(added[0]?.src).toBe(UMAMI_SCRIPT_URL);
    expect(added[0]?.getAttribute('data-website-id')).toBe('site-42');
  });

  it('adds nothing when there is nothing to add', () => {
    injectScripts(thirdPartyScripts(configWith({})));
    expect(document.head.querySelector('script')).toBeNull();
  });
});
