import type { defineHandler } from '../http/define-handler';

/** Staff calls behind the dashboard, users, user detail and the audit log (issue 15) that the generic collection calls do not cover. */
export const staffPeopleHandlers: ReturnType<typeof defineHandler>[] = [];
