import { describe, expect, it } from 'vitest';
import type { Config } from '@panel/api/contract';
import { seedConfig } from '../../test-utils/fixtures';
import { adScriptUrl } from './ad-script';

type Ads = Config['settings']['ads'];

const ADSENSE = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123';
const ADSTERRA = 'https://www.highperformanceformat.com/0123abcd/invoke.js';

describe('adScriptUrl', () => {
  it.each([
    ['ads off', { ads: {} }, null],
    ['ads on with ADSENSE and b1', { ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' } }, ADSENSE],
    ['ADSENSE and b1 but ads.site off', { ads: { site: false, adservice: 'ADSENSE', b1: 'ca-pub-123' } }, null],
    ['ads on with ADSENSE but no b1', { ads: { site: true, adservice: 'ADSENSE', b1: null } }, null],
    ['ads on with adservice NONE', { ads: { site: true, adservice: 'NONE', b1: 'ca-pub-123' } }, null],
    ['ADSTERRA on its own domain', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: ADSTERRA } }, ADSTERRA],
    ['ADSTERRA on a subdomain of its domain', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://pl1.profitableratecpm.com/a/b.js' } }, 'https://pl1.profitableratecpm.com/a/b.js'],
    ['ADSTERRA as a data: URL', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'data:text/javascript,alert(1)' } }, null],
    ['ADSTERRA on any other origin', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://evil.example/x.js' } }, null],
    ['ADSTERRA on a look-alike host', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'https://evilhighperformanceformat.com/x.js' } }, null],
    ['ADSTERRA over plain http', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'http://www.highperformanceformat.com/k/invoke.js' } }, null],
    ['ADSTERRA as a relative path', { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: '/api/evil.js' } }, null],
  ] as [string, { ads: Partial<Ads> }, string | null][])('%s', (_name, { ads }, expected) => {
    expect(adScriptUrl({ ...seedConfig().settings.ads, ...ads })).toEqual(expected);
  });

  it('encodes the AdSense client id', () => {
    expect(adScriptUrl({ ...seedConfig().settings.ads, site: true, adservice: 'ADSENSE', b1: 'a&b=c' })).toContain('client=a%26b%3Dc');
  });
});
