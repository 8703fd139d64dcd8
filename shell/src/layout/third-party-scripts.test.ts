import { seedConfig } from '../test-utils/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '@panel/api/contract';
import { injectScripts, thirdPartyScripts, UMAMI_SCRIPT_URL } from './third-party-scripts';

type Ads = Config['settings']['ads'];

const configWith = ({ ads = {}, umami = null }: { ads?: Partial<Ads>; umami?: string | null }): Config => {
  const config = seedConfig({ umami });
  return { ...config, settings: { ...config.settings, ads: { ...config.settings.ads, ...ads } } };
};

const ADSENSE = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123';
const ADSTERRA = 'https://www.highperformanceformat.com/0123abcd/invoke.js';

describe('thirdPartyScripts', () => {
  it.each([
    ['ads off, no analytics id', {}, []],
    ['ads on with ADSENSE and b1', { ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' } }, [ADSENSE]],
    ['ADSENSE and b1 but ads.site off', { ads: { site: false, adservice: 'ADSENSE', b1: 'ca-pub-123' } }, []],
    ['ads on with ADSENSE but no b1', { ads: { site: true, adservice: 'ADSENSE', b1: null } }, []],
    ['ads on with adservice NONE', { ads: { site: true, adservice: 'NONE', b1: 'ca-pub-123' } }, []],
    ['an umami id only', { umami: 'site-42' }, [UMAMI_SCRIPT_URL]],
    ['an empty umami id', { umami: '' }, []],
    ['ADSTERRA on its own domain', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: ADSTERRA } }, [ADSTERRA]],
    ['ADSTERRA on a subdomain of its domain', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://pl1.profitableratecpm.com/a/b.js' } }, ['https://pl1.profitableratecpm.com/a/b.js']],
    ['ADSTERRA as a data: URL', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'data:text/javascript,alert(1)' } }, []],
    ['ADSTERRA on any other origin', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://evil.example/x.js' } }, []],
    ['ADSTERRA on a look-alike host', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://evilhighperformanceformat.com/x.js' } }, []],
    ['ADSTERRA over plain http', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'http://www.highperformanceformat.com/k/invoke.js' } }, []],
    ['ADSTERRA as a relative path', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: '/api/evil.js' } }, []],
    ['ads and analytics', { ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' }, umami: 'site-42' }, [ADSENSE, UMAMI_SCRIPT_URL]],
  ] as [string, Parameters<typeof configWith>[0], string[]][])('%s', (_name, settings, sources) => {
    expect(thirdPartyScripts(configWith(settings)).map((s) => s.src)).toEqual(sources);
  });

  it('passes the umami id as data-website-id', () => {
    const [analytics] = thirdPartyScripts(configWith({ umami: 'site-42' }));
    expect(analytics).toMatchObject({ id: 'analytics', attributes: { 'data-website-id': 'site-42' } });
  });

  it('encodes the AdSense client id', () => {
    const [ads] = thirdPartyScripts(configWith({ ads: { site: true, adservice: 'ADSENSE', b1: 'a&b=c' } }));
    expect(ads?.src).toContain('client=a%26b%3Dc');
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
