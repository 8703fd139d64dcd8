import type { defineHandler } from '../http/define-handler';

/** Staff calls behind events, instance settings and mode, sidebar links, earning methods and API keys (issue 16) that the generic collection calls do not cover. */
export const staffAdminHandlers: ReturnType<typeof defineHandler>[] = [];
