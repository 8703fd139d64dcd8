import type { CollectionName } from '@panel/api/contract';
import { schemaErrors } from '../contract/validator';
import { badRequest } from '../contract/with-contract';
import { audit, changesBetween, COLLECTIONS, type CollectionSpec } from '../domain/collections';
import type { Session } from '../http/auth-guard';
import { defineHandler, fail } from '../http/define-handler';
import { queryPageOf, searchOf, shareOf } from '../http/list';

/** The collection, if the caller's rank may read it (or, with `write`, change it). */
function collectionFor(session: Session, name: string, access: 'read' | 'write'): CollectionSpec {
  const spec = COLLECTIONS[name as CollectionName];
  const needed = spec[access];
  if (needed === 'nobody') fail(403, `${name} is read-only`);
  if (needed === 'admin' && session.user.rank !== 'ADMIN') fail(403, `Only an admin may ${access === 'read' ? 'read' : 'change'} ${name}`);
  return spec;
}

const findIn = (spec: CollectionSpec, name: string, id: string) => spec.all().find((doc) => doc._id === id) ?? fail(404, `No ${name} document ${id}`);

/** The reference sends `{"body": "<JSON string>"}`; our screens send the fields themselves. */
function editedFields(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.body !== 'string' || Object.keys(body).length !== 1) return body;
  try {
    const parsed: unknown = JSON.parse(body.body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the same 400 as any other non-object.
  }
  return fail(400, 'body must be a JSON object in a string');
}

/** The generic staff calls over every collection, with the reference's rank rules and an audit entry per write. */
export const staffCollectionHandlers = [
  defineHandler({
    operation: 'listStaffCollection',
    auth: 'staff',
    handle: ({ params, query, session }) => {
      const spec = collectionFor(session, params.collection ?? '', 'read');
      // Searched, filtered and sorted as staff see the documents (a user's ban, a location's use).
      return queryPageOf(spec.all().map(spec.view), query);
    },
  }),

  defineHandler({
    operation: 'searchStaffCollection',
    auth: 'staff',
    handle: ({ params, query, session }) => {
      const spec = collectionFor(session, params.collection ?? '', 'read');
      return { result: searchOf(spec.all().map(spec.view), query) };
    },
  }),

  defineHandler({
    operation: 'shareStaffCollection',
    auth: 'staff',
    handle: ({ params, session }) => {
      const spec = collectionFor(session, params.collection ?? '', 'read');
      return { result: shareOf(spec.all().map(spec.view), params.key ?? '') };
    },
  }),

  defineHandler({
    operation: 'createInStaffCollection',
    auth: 'staff',
    handle: ({ params, body, session }) => {
      const name = params.collection ?? '';
      const spec = collectionFor(session, name, 'write');
      if (body.collection !== undefined && body.collection !== name) fail(400, 'collection must repeat the path');
      const data = body.data as Record<string, unknown>;
      const errors = spec.inputSchema ? schemaErrors(spec.inputSchema, data, 'body.data') : [];
      if (errors.length === 0 && spec.check) errors.push(...spec.check(data, null).map((error) => ({ ...error, field: `body.data.${error.field}` })));
      if (errors.length > 0) return badRequest(errors);
      const { doc, secret } = spec.create(data, session.user._id);
      spec.insert(doc);
      audit(session.user._id, 'create', name, doc._id, changesBetween(null, spec.view(doc)), spec.about?.(doc));
      return { status: 201, body: { field: { acknowledged: true, insertedId: doc._id, ...(secret && { secret }) } } };
    },
  }),

  defineHandler({
    operation: 'editInStaffCollection',
    auth: 'staff',
    handle: ({ params, body, session }) => {
      const name = params.collection ?? '';
      const spec = collectionFor(session, name, 'write');
      const doc = findIn(spec, name, params.id ?? '');
      const fields = editedFields(body);
      const errors = spec.inputSchema ? schemaErrors(spec.inputSchema, fields, 'body', { partial: true }) : [];
      if (errors.length === 0 && spec.check) errors.push(...spec.check(fields, doc).map((error) => ({ ...error, field: `body.${error.field}` })));
      if (errors.length > 0) return badRequest(errors);
      const before = structuredClone(spec.view(doc));
      spec.update(doc, fields);
      const after = spec.view(doc);
      audit(session.user._id, 'edit', name, doc._id, changesBetween(before, after), spec.about?.(doc));
      return { field: after };
    },
  }),

  defineHandler({
    operation: 'deleteFromStaffCollection',
    auth: 'staff',
    handle: ({ params, session }) => {
      const name = params.collection ?? '';
      const spec = collectionFor(session, name, 'write');
      const doc = findIn(spec, name, params.id ?? '');
      const view = spec.view(doc);
      const about = spec.about?.(doc);
      spec.remove(doc._id);
      audit(session.user._id, 'delete', name, doc._id, changesBetween(view, null), about);
      return { field: view };
    },
  }),
];
