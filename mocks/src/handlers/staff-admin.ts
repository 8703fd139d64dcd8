import type { StaffAdventCalendarInput, StaffEarningMethodsInput } from '@panel/api/contract';
import { now } from '../clock';
import { badRequest } from '../contract/with-contract';
import { db } from '../db';
import { audit, changesBetween } from '../domain/collections';
import { inactiveUsers } from '../domain/instance-maintenance';
import { adventCalendarErrors, earningMethodsErrors, saveEarningMethods, staffAdventCalendar, staffEarningMethods } from '../domain/staff-events';
import { defineHandler } from '../http/define-handler';

type Doc = Record<string, unknown> & { _id: string };
const asDoc = (id: string, value: object): Doc => ({ _id: id, ...value });

/** Staff calls behind events, instance settings and mode, sidebar links, earning methods and API keys (issue 16) that the generic collection calls do not cover. */
export const staffAdminHandlers = [
  defineHandler({
    operation: 'countInactiveUsers',
    auth: 'admin',
    handle: () => {
      const users = inactiveUsers(now()).map((user) => user._id);
      return { count: users.length, users };
    },
  }),

  defineHandler({
    operation: 'getAdventCalendar',
    auth: 'admin',
    handle: () => staffAdventCalendar(),
  }),

  defineHandler({
    operation: 'editAdventCalendar',
    auth: 'admin',
    handle: ({ body, session }) => {
      const input = body as unknown as StaffAdventCalendarInput;
      const errors = adventCalendarErrors(input);
      if (errors.length > 0) return badRequest(errors);
      const before = structuredClone(db.domain.advent);
      db.domain.advent = { timezone: input.timezone, background: input.background, startsOn: input.startsOn ?? db.domain.advent.startsOn, days: input.days.map((day) => ({ ...day })) };
      audit(session.user._id, 'edit', 'events', 'advent', changesBetween(asDoc('advent', before), asDoc('advent', db.domain.advent)));
      return staffAdventCalendar();
    },
  }),

  defineHandler({
    operation: 'getStaffEarningMethods',
    auth: 'admin',
    handle: () => staffEarningMethods(),
  }),

  defineHandler({
    operation: 'editEarningMethods',
    auth: 'admin',
    handle: ({ body, session }) => {
      const input = body as unknown as StaffEarningMethodsInput;
      const errors = earningMethodsErrors(input);
      if (errors.length > 0) return badRequest(errors);
      const before = structuredClone(db.domain.earning);
      saveEarningMethods(input);
      audit(session.user._id, 'edit', 'earningmethods', 'earning', changesBetween(asDoc('earning', before), asDoc('earning', db.domain.earning)));
      return staffEarningMethods();
    },
  }),
];
