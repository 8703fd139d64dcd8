import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';

declare global {
  // Vitest's (Vite's) module glob; the remote's own types are Rsbuild's.
  interface ImportMeta {
    glob<Module>(pattern: string, options: { eager: true }): Record<string, Module>;
  }
}

type Catalogue = Record<string, string>;
const only = (module: Record<string, unknown>): Catalogue => Object.values(module)[0] as Catalogue;
// Every feature catalogue beside its French: messages/<feature>.en.ts and messages/<feature>.fr.ts.
const english = import.meta.glob<Record<string, unknown>>('./messages/*.en.ts', { eager: true });
const french = import.meta.glob<Record<string, unknown>>('./messages/*.fr.ts', { eager: true });
const features = Object.keys(english).map((path) => path.slice('./messages/'.length, -'.en.ts'.length));

describe('the staff catalogues', () => {
  it('finds the feature catalogues', () => {
    expect(features).toContain('staff-kit');
  });

  it.each(features)('%s: every message in French too, with the same placeholders', (feature) => {
    const fr = french[`./messages/${feature}.fr.ts`];
    expect(fr, `messages/${feature}.fr.ts`).toBeDefined();
    expect(catalogueMismatches({ en: only(english[`./messages/${feature}.en.ts`]!), fr: only(fr!) })).toEqual([]);
  });
});
