// The PPID information desk (issue 16, items 5–8; UU 14/2008 on public information, Perki 1/2021 on
// its service standard). Constants and shapes only, with no zod in them: the public page loads this.
import type { RequestStatus } from './constants.ts';

/** The four categories of the list of public information (DIP), in the law's order (Pasal 9, 10, 11, 17). */
export const DIP_CATEGORIES = ['berkala', 'serta-merta', 'setiap-saat', 'dikecualikan'] as const;
export type DipCategory = (typeof DIP_CATEGORIES)[number];

/** Working days the PPID has to answer (Pasal 22 ayat 7), the one extension (ayat 8), and the objection clock (Pasal 36). */
export const PPID_ANSWER_DAYS = 10;
export const PPID_EXTENSION_MAX_DAYS = 7;
export const OBJECTION_WINDOW_DAYS = 30;
export const OBJECTION_ANSWER_DAYS = 30;

/** How the requester wants the information, and how to receive a copy (Perki 1/2021's request form). */
export const RECEIVE_METHODS = ['melihat', 'softcopy', 'hardcopy'] as const;
export type ReceiveMethod = (typeof RECEIVE_METHODS)[number];
export const COPY_METHODS = ['langsung', 'email', 'pos', 'kurir', 'faksimili'] as const;
export type CopyMethod = (typeof COPY_METHODS)[number];

/** UU 14/2008 Pasal 17 huruf a–j: the exemptions a refusal names. */
export const EXEMPTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
export type Exemption = (typeof EXEMPTIONS)[number];

/**
 * The PPID's written answer (Perki 1/2021, the notice of the answer): granted in full, in part (with the
 * exemption for the rest), refused (Pasal 17), or the information is not held by the office.
 */
export const ANSWER_TYPES = ['dikabulkan', 'sebagian', 'ditolak', 'tidak-dikuasai'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
/** The answers the "Kirim Jawaban" form gives; a refusal has its own form. */
export const GIVEN_ANSWER_TYPES = ['dikabulkan', 'sebagian', 'tidak-dikuasai'] as const;

/** The superior's decision on an objection; an upheld one is carried out by the PPID within its working days. */
export const OBJECTION_DECISIONS = ['diterima', 'ditolak'] as const;
export type ObjectionDecision = (typeof OBJECTION_DECISIONS)[number];
/** Working days the PPID has to carry out an upheld objection: the superior's choice, 10 (Pasal 22 ayat 7) at most and by default. */
export const ORDER_DAYS_MAX = 10;

/** UU 14/2008 Pasal 35 ayat (1) huruf a–g: the reasons an objection may give. */
export const OBJECTION_REASONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type ObjectionReason = (typeof OBJECTION_REASONS)[number];

/** Text limits, shared by the schemas and the forms' boxes. */
export const PPID_LIMITS = {
  address: 300,
  phone: 30,
  information: 3000,
  purpose: 2000,
  answer: 10000,
  withheld: 3000,
  holder: 300,
  reason: 1000,
  dipText: 500,
  dipNomor: 50,
} as const;
/** Files an answer may carry. */
export const PPID_ANSWER_FILES_MAX = 3;
export const PPID_FILES = { ktp: 'ktp', dokumen: 'dokumen', lampiran: 'lampiran' } as const;

const MB = 1024 * 1024;

/** A file's size as the lists show it: "340 KB", "1,2 MB". */
export const fileSize = (bytes: number): string =>
  bytes >= MB ? `${(bytes / MB).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export type DipDocument = {
  id: string;
  category: DipCategory;
  nomor: string;
  ringkasan: string;
  pejabat: string;
  penanggungJawab: string;
  waktuTempat: string;
  bentuk: string;
  jangkaWaktu: string;
  /** The published document's download address, or null without a file. */
  downloadUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  published: boolean;
  updatedAt: string;
};

export type AnswerFile = { url: string; name: string; size: number };

type PpidObjection = {
  id: string;
  reason: ObjectionReason;
  note: string | null;
  dueOn: string;
  /** The superior's written answer; with an upheld objection it says what the PPID is to do. */
  answer: string | null;
  answeredAt: string | null;
  /** Null until decided (and for objections answered before decisions were recorded). */
  decision: ObjectionDecision | null;
  /** An upheld objection: the day by which the PPID carries it out. */
  orderDueOn: string | null;
  carriedOutAt: string | null;
  carriedOutNote: string | null;
  carriedOutFiles: AnswerFile[];
  /** Upheld and carried out after its day, or still not carried out past it. */
  orderLate: boolean;
  createdAt: string;
};

/** A request as its requester sees it on /ppid/permohonan. */
export type PpidRequestItem = {
  id: string;
  trackingCode: string;
  information: string;
  purpose: string;
  receiveMethod: ReceiveMethod;
  copyMethod: CopyMethod;
  status: RequestStatus;
  dueOn: string;
  extendedReason: string | null;
  answer: string | null;
  answerFiles: AnswerFile[];
  /** How the PPID answered; null while open. */
  answerType: AnswerType | null;
  /** The exemption of a refusal, or of the part withheld from a partial answer. */
  rejectionBasis: Exemption | null;
  /** A partial answer: what is withheld and why (the consequence test). */
  withheld: string | null;
  /** Information not held: the body that holds it, when the PPID knows. */
  holder: string | null;
  answeredAt: string | null;
  createdAt: string;
  objection: PpidObjection | null;
  /** The last day an objection may be sent, or null when none can be (not answered and not late yet, or sent already). */
  objectionUntil: string | null;
};

/** What the PPID officer sees: the requester's data too, the KTP's address and the clock. */
export type PpidAdminItem = PpidRequestItem & {
  name: string;
  address: string;
  phone: string;
  email: string;
  ktpUrl: string;
  /** Working days until the due date (negative when past it); null once answered. */
  daysLeft: number | null;
  late: boolean;
};

export type PpidObjectionAdminItem = PpidObjection & {
  requestId: string;
  trackingCode: string;
  name: string;
  information: string;
  requestStatus: RequestStatus;
  /** What the superior weighs: the request's purpose and the PPID's answer with its attachments. */
  request: Pick<
    PpidRequestItem,
    'purpose' | 'answer' | 'answerFiles' | 'answerType' | 'rejectionBasis' | 'withheld' | 'holder' | 'answeredAt'
  >;
  daysLeft: number | null;
  late: boolean;
};

/** What /lacak adds for a PPID request (issue 38, item 3): the kind of answer and the objection's course, never texts. */
export type PpidTracking = {
  answerType: AnswerType | null;
  objection: {
    submittedAt: string;
    dueOn: string;
    decision: ObjectionDecision | null;
    decidedAt: string | null;
    orderDueOn: string | null;
    carriedOutAt: string | null;
    orderLate: boolean;
  } | null;
};

/** The yearly report's figures (item 8). */
export type PpidFigures = {
  year: number;
  received: number;
  answered: number;
  rejected: number;
  rejectedBy: { basis: Exemption; count: number }[];
  /** Answered requests by the PPID's answer (Perki 1/2021's report). */
  byAnswer: Record<AnswerType, number>;
  open: number;
  /** Median working days from request to answer or refusal; null without any. */
  medianDays: number | null;
  late: number;
  objections: number;
  objectionsAnswered: number;
  objectionsUpheld: number;
};

export type PpidPublic = { documents: DipDocument[]; figures: PpidFigures; years: number[] };

const dayFormat = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A calendar day 'YYYY-MM-DD' as the office writes it: "Senin, 6 April 2026". */
export const dayLabel = (ymd: string): string => dayFormat.format(new Date(`${ymd}T00:00:00Z`));
