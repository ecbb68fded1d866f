// The PPID's upload limits (issue 16): apart from ppid.ts, which the public pages load.
import { FORM_MARGIN, UPLOAD_LIMITS } from './constants.ts';
import { PPID_ANSWER_FILES_MAX } from './ppid.ts';

const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The PPID's uploads, checked by acceptFile like constants.ts's (DECISIONS.md rule 10). */
export const PPID_UPLOAD_LIMITS = {
  // A document of the list of public information (item 5).
  dipDocument: { maxBytes: 20 * MB, mime: ['application/pdf', XLSX, DOCX], accept: '.pdf,.xlsx,.docx' },
  // An attachment of the answer to an information request.
  ppidAnswer: {
    maxBytes: 10 * MB,
    mime: ['application/pdf', XLSX, DOCX, 'image/jpeg', 'image/png'],
    accept: '.pdf,.xlsx,.docx,.jpg,.jpeg,.png',
  },
} as const;
/** The body each PPID upload route reads at most; none is larger than MAX_BODY_BYTES (a damage report's three photos). */
export const PPID_FORM_BYTES = {
  dipDocument: PPID_UPLOAD_LIMITS.dipDocument.maxBytes + FORM_MARGIN,
  ppidRequest: UPLOAD_LIMITS.labDocument.maxBytes + FORM_MARGIN,
  ppidAnswer: PPID_ANSWER_FILES_MAX * PPID_UPLOAD_LIMITS.ppidAnswer.maxBytes + FORM_MARGIN,
} as const;
