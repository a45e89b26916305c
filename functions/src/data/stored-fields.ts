// Schemas of the fields that recur in stored documents; each repo builds its documents' schemas from them.
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { messageSchema } from '../shared/i18n/message-schema';

// Z or an offset is required: a local time typed without one would depend on the server's time zone.
const isoText = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const toDate = (value: Timestamp | string): Date => (typeof value === 'string' ? new Date(value) : value.toDate());

/**
 * A point in time, read as an ISO string. The app writes Timestamps; an ISO date or date-time is accepted as well,
 * because text is what an administrator editing a document in the Firebase console most easily types.
 */
export const storedTimestamp = z.union([z.instanceof(Timestamp), isoText]).transform((value) => toDate(value).toISOString());

/** A calendar day (YYYY-MM-DD), as the reference content keeps its dates; a Timestamp reads as its UTC day. */
export const storedDay = z.union([z.instanceof(Timestamp), isoText]).transform((value) => toDate(value).toISOString().slice(0, 10));

/** The uid a document belongs to. Every owned document has one; without it the document is malformed. */
export const ownerUid = z.string().min(1);

/** Text that may be absent: missing, null and empty all read as null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || null);

/** Text with a fallback for when it is missing, null or empty. */
export const textOr = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || fallback);

/** A Firestore map whose keys and values the reader does not interpret (a tool's payload, a form's input). */
export const anyMap = z.record(z.string(), z.unknown());

/** The stamps of a document the app updates: created once, then updatedAt on every change. */
export const createdAndUpdated = { createdAt: storedTimestamp, updatedAt: storedTimestamp.nullish() };

/**
 * Both stamps are written together when a document is created, so a missing updatedAt reads as createdAt: that
 * keeps a document someone edited by hand sortable.
 */
export const fillUpdatedAt = <T extends { createdAt: string; updatedAt?: string | null | undefined }>({ updatedAt, ...rest }: T) => ({
  ...rest,
  updatedAt: updatedAt ?? rest.createdAt,
});

/** A Message (shared/i18n/message.ts) as a keyed record stores it: its key and parameters, nested ones too. */
export const storedMessage = messageSchema;
