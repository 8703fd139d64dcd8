import type { defineHandler } from '../http/define-handler';

/** Staff calls behind servers, locations, games, plans and articles (issue 16) that the generic collection calls do not cover. */
export const staffCatalogueHandlers: ReturnType<typeof defineHandler>[] = [];
