import { randomUUID } from 'node:crypto';

/** A new id shaped like the reference's ObjectIds (24 hex digits). */
export const newId = (): string => randomUUID().replaceAll('-', '').slice(0, 24);
