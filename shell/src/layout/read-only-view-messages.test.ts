import { catalogueMismatches } from '@panel/ui';
import { expect, it } from 'vitest';
import { readOnlyViewCatalogue } from './read-only-view-messages';

it('the read-only view says everything in French too, with the same placeholders', () => {
  expect(catalogueMismatches({ en: readOnlyViewCatalogue.english, fr: readOnlyViewCatalogue.french })).toEqual([]);
});
