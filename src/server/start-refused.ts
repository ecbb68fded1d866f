/**
 * Why the portal will not start, in one sentence for the office: what happened and what to do. main.ts prints it
 * without a stack and exits 1 (issue 37: the one IT person reads a sentence, not a trace).
 */
export class StartRefusedError extends Error {}
