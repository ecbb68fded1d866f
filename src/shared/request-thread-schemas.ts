import { z } from 'zod';
import { REQUEST_THREAD as T } from './request-thread-strings.ts';

/** A message's text: at most this many characters. */
export const MESSAGE_BODY_MAX = 2000;
/** Files one message may carry. */
export const MAX_MESSAGE_FILES = 3;

/** One file of a message, as stored with it and shown in the thread. */
export type MessageFile = { url: string; name: string; sizeBytes: number; contentType: string };

const body = z.string().trim().max(MESSAGE_BODY_MAX, T.bodyTooLong).optional();

/** Staff's message (multipart): its text and whether it is an internal note ("true" or nothing). */
export const staffMessageSchema = z.object({
  body,
  internal: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
});

/** The requester's reply (multipart): its text; files come beside it. */
export const ownMessageSchema = z.object({ body });

/** One message of a thread as a reader sees it. */
export type RequestMessageItem = {
  id: string;
  body: string;
  fromRequester: boolean;
  internal: boolean;
  /** Who wrote it: a staff member's name, or the requester's; null when the account is gone. */
  author: string | null;
  attachments: MessageFile[];
  createdAt: string;
};

/** A request's thread for staff: every message, and whether the requester wrote last (the queue's "Menunggu petugas"). */
export type StaffThread = { messages: RequestMessageItem[]; awaitingStaff: boolean };

/** The requester's own thread: the messages meant for them. */
export type OwnThread = { messages: RequestMessageItem[] };

/** What sending a message did: the message, and the status the request is in after it. */
export type MessageSent = { message: RequestMessageItem; status: string | null; mailed: boolean };
