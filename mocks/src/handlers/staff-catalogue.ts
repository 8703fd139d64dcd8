import type { Server } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { badRequest } from '../contract/with-contract';
import { audit, changesBetween } from '../domain/collections';
import { serverById } from '../domain/servers';
import { defineHandler, fail } from '../http/define-handler';

type Doc = Record<string, unknown> & { _id: string };

/** Applies `change` to the server and records it, with the staff member's note, as an edit of `servers`. */
function changeServer(actorId: string, server: Server, change: () => void, note: unknown) {
  const before = structuredClone(server) as unknown as Doc;
  change();
  const changes = changesBetween(before, server as unknown as Doc);
  if (typeof note === 'string' && note.trim()) changes.note = { before: null, after: note.trim() };
  audit(actorId, 'edit', 'servers', server._id, changes);
  return { server };
}

/** A user by id, e-mail or username (what an admin has at hand). */
function userNamed(text: string): DbUser | undefined {
  const wanted = text.trim().toLowerCase();
  return db.users.get(text.trim()) ?? [...db.users.values()].find((user) => user.email.toLowerCase() === wanted || user.username.toLowerCase() === wanted);
}

/** Staff calls behind servers, locations, games, plans and articles (issue 16) that the generic collection calls do not cover. */
export const staffCatalogueHandlers = [
  defineHandler({
    operation: 'suspendServer',
    auth: 'admin',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      if (server.suspended !== null) fail(400, 'This server is already suspended');
      return changeServer(session.user._id, server, () => {
        server.suspended = now();
        server.suspentionReason = body.reason as Server['suspentionReason'];
      }, body.note);
    },
  }),

  defineHandler({
    operation: 'unsuspendServer',
    auth: 'admin',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      if (server.suspended === null) fail(400, 'This server is not suspended');
      return changeServer(session.user._id, server, () => {
        server.suspended = null;
        server.suspentionReason = null;
      }, body.note);
    },
  }),

  defineHandler({
    operation: 'extendServer',
    auth: 'admin',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      const expires = Number(body.expires);
      if (expires <= now()) return badRequest([{ field: 'body.expires', message: 'must be in the future' }]);
      return changeServer(session.user._id, server, () => {
        server.expires = expires;
      }, undefined);
    },
  }),

  defineHandler({
    operation: 'changeServerOwner',
    auth: 'admin',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      const owner = userNamed(String(body.user));
      if (!owner) return badRequest([{ field: 'body.user', message: 'is no user (give an id, e-mail or username)' }]);
      if (owner._id === server.uid) return badRequest([{ field: 'body.user', message: 'already owns this server' }]);
      return changeServer(session.user._id, server, () => {
        server.uid = owner._id;
      }, undefined);
    },
  }),
];
