import { AREA_ALERT_MAIL as AM } from '../../shared/area-alert-strings.ts';
import { FORWARDING } from '../../shared/forwarding-strings.ts';
import { LAB_BILL, LAB_BILL_MAIL } from '../../shared/lab-bill-strings.ts';
import { DOCUMENTS } from '../../shared/issued-document-strings.ts';
import { PPID_ADMIN } from '../../shared/ppid-admin-strings.ts';
import type { IssuedDocumentKind } from '../../shared/issued-document-schemas.ts';
import { REQUEST_THREAD } from '../../shared/request-thread-strings.ts';
import { SKM_TEXT } from '../../shared/skm-strings.ts';
import { OFFICE } from '../../shared/strings.ts';
import { greetingName } from './greeting-name.ts';
import { MAIL_TEXTS as M } from './texts.ts';

/** A message ready for the outbox: plain text for every client, simple HTML for those that show it. */
export type RenderedMail = { subject: string; text: string; html: string };

type Action = { label: string; url: string };
/** One button, or two side by side (a question with its two answers). */
type Block = { heading: string; paragraphs: string[]; action?: Action; actions?: Action[]; after?: string[] };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const FOOTER = [OFFICE.longName, OFFICE.address, `Telepon ${OFFICE.phone} · ${OFFICE.email}`, OFFICE.hours];

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/**
 * A paragraph's text as HTML, each address in it a link whose text is the address without its scheme
 * and query (issue 38: an unsubscribe link's token made the mail 467 px wide on a phone). The plain-text
 * version keeps the whole address, for clients that show no links.
 */
function linkedHtml(s: string): string {
  let html = '';
  let at = 0;
  for (const m of s.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(s.slice(at, m.index));
    html += `<a href="${escapeHtml(m[0])}" style="color:#0f4c81;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(linkText(m[0]))}</a>`;
    at = m.index + m[0].length;
  }
  return html + escapeHtml(s.slice(at));
}

/** "portal.example/lacak/LPR-2026-7KQ2M9" for "https://portal.example/lacak/LPR-2026-7KQ2M9?e=…&t=…". */
function linkText(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/**
 * One layout for every e-mail: greeting, paragraphs, one button with its link written out below it,
 * the office's name and address. No images, no tracking pixels, no remote resources. The name is
 * the one greetingName lets through; null greets "Bapak/Ibu".
 */
function renderMail(subject: string, name: string | null, block: Block): RenderedMail {
  const greeting = M.greeting(greetingName(name));
  const actions = block.actions ?? (block.action ? [block.action] : []);
  const text = [
    greeting,
    '',
    block.heading,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...actions.flatMap((a) => [`${a.label}:`, a.url, '']),
    ...(block.after ?? []).flatMap((p) => [p, '']),
    '—',
    ...FOOTER,
    '',
    M.automatic,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5;overflow-wrap:anywhere">${linkedHtml(s)}</p>`;
  const link = (a: Action) =>
    `<a href="${escapeHtml(a.url)}" style="color:#0f4c81;word-break:break-all;overflow-wrap:anywhere">${escapeHtml(a.url)}</a>`;
  const button = actions.length
    ? `<p style="margin:24px 0">${actions
        .map(
          (a) =>
            `<a href="${escapeHtml(a.url)}" style="display:inline-block;background:#0f4c81;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;margin:0 8px 8px 0">${escapeHtml(a.label)}</a>`,
        )
        .join(' ')}</p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(M.linkFallback)}${actions
        .map((a) => (actions.length > 1 ? `<br>${escapeHtml(a.label)}: ${link(a)}` : `<br>${link(a)}`))
        .join('')}</p>`
    : '';
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;overflow-wrap:anywhere">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#0f4c81;color:#ffffff;padding:16px 20px;border-radius:12px 12px 0 0;font-weight:bold">${escapeHtml(OFFICE.name)}</div>
<div style="background:#ffffff;padding:24px 20px;border-radius:0 0 12px 12px">
${p(greeting)}
<h1 style="font-size:20px;margin:0 0 16px;color:#0f4c81">${escapeHtml(block.heading)}</h1>
${block.paragraphs.map(p).join('\n')}
${button}
${(block.after ?? []).map(p).join('\n')}
</div>
<div style="padding:16px 4px;font-size:12px;color:#475569;line-height:1.5">${FOOTER.map(escapeHtml).join('<br>')}<br><br>${escapeHtml(M.automatic)}</div>
</div>
</body></html>`;
  return { subject, text, html };
}

type StatusMailInput = {
  name: string;
  service: string;
  code: string;
  status: string;
  note: string | null;
  /** The note is the requester's own (a reopen's reason), not staff's. */
  noteByRequester?: boolean;
  trackUrl: string;
  unsubscribeUrl: string;
  /** A finished Sirekanan or Uji Lab request without its survey yet (issue 16): the invitation. */
  surveyUrl?: string | undefined;
  /** The document that came with this change (issue 38): said in the same e-mail, before the survey. */
  document?: { body: string; action: string; url: string; verifyUrl: string | null } | undefined;
};

/** On every status change: the new status, the staff's public note, the link to /lacak/{code}. */
export function statusMail(input: StatusMailInput): RenderedMail {
  const t = M.status;
  return renderMail(t.subject(input.code, input.status), input.name, {
    heading: t.heading(input.status),
    paragraphs: [
      t.body(input.service, input.code, input.status),
      ...(input.note ? [input.noteByRequester ? t.requesterNote(input.note) : t.note(input.note)] : []),
      ...(input.document ? [input.document.body] : []),
      ...(input.surveyUrl ? [SKM_TEXT.invitation.mailParagraph] : []),
    ],
    actions: [
      input.document ? { label: input.document.action, url: input.document.url } : { label: t.action, url: input.trackUrl },
      ...(input.surveyUrl ? [{ label: SKM_TEXT.invitation.mailAction, url: input.surveyUrl }] : []),
    ],
    after: [...(input.document?.verifyUrl ? [DOCUMENTS.mail.verify(input.document.verifyUrl)] : []), t.unsubscribe(input.unsubscribeUrl)],
  });
}

type MessageMailInput = {
  name: string;
  service: string;
  code: string;
  body: string;
  files: number;
  /** The requester's page with the thread; a damage reporter without an account gets /lacak. */
  url: string;
  canReply: boolean;
  unsubscribeUrl: string;
};

/** Staff wrote in a request's thread (issue 38, item 2): the message itself and where to answer it. */
export function messageMail(input: MessageMailInput): RenderedMail {
  const t = REQUEST_THREAD.mail;
  const lines = input.body
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return renderMail(t.subject(input.code), input.name, {
    heading: t.heading,
    paragraphs: [
      t.body(input.service, input.code),
      ...lines,
      ...(input.files > 0 ? [t.files(input.files)] : []),
      ...(input.canReply ? [t.reply] : []),
    ],
    actions: [{ label: input.canReply ? t.action : t.actionTrack, url: input.url }],
    after: [t.unsubscribe(input.unsubscribeUrl)],
  });
}

type FixedQuestionInput = {
  name: string;
  code: string;
  location: string;
  note: string | null;
  yesUrl: string;
  noUrl: string;
  reportUrl: string;
  unsubscribeUrl: string;
  supporter: boolean;
};

/**
 * Closing the loop (issue 15, item 7): the report is Selesai; is the damage really repaired? Two
 * links, each signed for this address and this round; the page they open asks for one more press.
 */
export function fixedQuestionMail(input: FixedQuestionInput): RenderedMail {
  const t = M.fixed;
  return renderMail(t.subject(input.code), input.name, {
    heading: t.heading,
    paragraphs: [
      input.supporter ? t.bodySupporter(input.code, input.location) : t.body(input.code, input.location),
      ...(input.note ? [M.status.note(input.note)] : []),
      t.question,
    ],
    actions: [
      { label: t.yes, url: input.yesUrl },
      { label: t.no, url: input.noUrl },
    ],
    after: [t.report(input.reportUrl), M.status.unsubscribe(input.unsubscribeUrl)],
  });
}

/** A mail that is there for one link (to confirm, verify, set a password): the link's button, then how long it lasts and what to do if it was not you. */
function linkMail(
  t: { subject: string; heading: string; body: string; action: string; expiry: string },
  name: string | null,
  url: string,
  notYou: string | string[],
): RenderedMail {
  return renderMail(t.subject, name, {
    heading: t.heading,
    paragraphs: [t.body],
    action: { label: t.action, url },
    after: [t.expiry, ...[notYou].flat()],
  });
}

type ReceiptMailInput = {
  name: string | null;
  service: string;
  code: string;
  /** When it was received, in words (WITA). */
  at: string;
  trackUrl: string;
  /** The receipt PDF's signed link. */
  receiptUrl: string;
  /** "Dijawab paling lambat …" when the service has a date (PPID, a damage report's target); else the standard's page. */
  dueOn: string | null;
  standardUrl: string | null;
};

/** At submission (issue 37, item 4): the code, what happens next and by when, the status page and the receipt. */
export function receiptMail(input: ReceiptMailInput): RenderedMail {
  const t = M.receipt;
  return renderMail(t.subject(input.service, input.code), input.name, {
    heading: t.heading,
    paragraphs: [
      t.body(input.service, input.code, input.at),
      t.next,
      ...(input.dueOn ? [t.dueOn(input.dueOn)] : input.standardUrl ? [t.standard(input.standardUrl)] : []),
    ],
    action: { label: t.track, url: input.trackUrl },
    after: [t.receipt(input.receiptUrl)],
  });
}

/**
 * The one mail an address typed into a report gets before it is proven (docs/decisions/046): no
 * name, no text of the typist's choosing, only the report's code and the link.
 */
export function addressConfirmationMail(code: string, url: string, trackUrl: string): RenderedMail {
  const t = M.confirmAddress;
  return linkMail({ ...t, subject: t.subject(code), body: t.body(code) }, null, url, [t.track(trackUrl), t.notYou]);
}

export function verificationMail(url: string): RenderedMail {
  return linkMail(M.verify, null, url, M.notYou);
}

/** A super admin created a staff account: the link sets its first password (72 h). */
export function invitationMail(name: string, role: string, inviter: string, url: string): RenderedMail {
  const t = M.invite;
  return linkMail({ ...t, body: t.body(role, inviter) }, name, url, t.notExpected);
}

export function passwordResetMail(name: string | null, url: string): RenderedMail {
  return linkMail(M.reset, name, url, M.notYou);
}

/** Someone registered with an address that already has an account (issue 33, item 9): the owner hears of it. */
export function registrationAttemptMail(name: string, forgotUrl: string): RenderedMail {
  const t = M.registrationAttempt;
  return renderMail(t.subject, name, {
    heading: t.heading,
    paragraphs: [t.body, t.ifYou],
    action: { label: t.action, url: forgotUrl },
    after: [t.notYou],
  });
}

/** After a password change or reset (ASVS 2.2.3): the owner hears of it, and how to take the account back. */
export function passwordChangedMail(name: string, at: Date, forgotUrl: string): RenderedMail {
  const t = M.passwordChanged;
  const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Makassar' }).format(at);
  return renderMail(t.subject, name, {
    heading: t.heading,
    paragraphs: [t.body(when)],
    action: { label: t.action, url: forgotUrl },
    after: [t.ifNotYou],
  });
}

type DocumentMailInput = {
  name: string;
  kind: IssuedDocumentKind;
  code: string;
  testType: string | null;
  dashboardUrl: string;
  verifyUrl: string;
  unsubscribeUrl: string;
};

/** A reply letter or a lab result report is ready: the file stays on the dashboard, the mail only says so. */
export function documentReadyMail(input: DocumentMailInput): RenderedMail {
  const t = DOCUMENTS.mail;
  const body = input.kind === 'lab_result' ? t.body.lab_result(input.code, input.testType ?? '') : t.body.reply_letter(input.code);
  return renderMail(t.subject[input.kind](input.code), input.name, {
    heading: t.heading[input.kind],
    paragraphs: [body],
    action: { label: t.action, url: input.dashboardUrl },
    after: [t.verify(input.verifyUrl), M.status.unsubscribe(input.unsubscribeUrl)],
  });
}

type PpidMailInput = { name: string; subject: string; heading: string; paragraphs: string[]; url: string; unsubscribeUrl: string };

/** Each step of an information request or its objection (issue 16): what happened, and the request's page. */
export function ppidMail(input: PpidMailInput): RenderedMail {
  return renderMail(input.subject, input.name, {
    heading: input.heading,
    paragraphs: input.paragraphs,
    action: { label: PPID_ADMIN.mail.open, url: input.url },
    after: [M.status.unsubscribe(input.unsubscribeUrl)],
  });
}

/** To the PPID's superior (the super admins) about a new objection: what was objected to, by when, and the request's page. */
export function ppidStaffMail(input: Omit<PpidMailInput, 'unsubscribeUrl'> & { action: string }): RenderedMail {
  return renderMail(input.subject, input.name, {
    heading: input.heading,
    paragraphs: input.paragraphs,
    action: { label: input.action, url: input.url },
  });
}

type OutageMailInput = { name: string; startedAt: Date; endedAt: Date; restarted: boolean; outboxUrl: string };

/** To every super admin after the database was away and the portal healed itself (issue 34). */
export function outageMail(input: OutageMailInput): RenderedMail {
  const t = M.outage;
  const time = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Asia/Makassar' });
  const seconds = Math.max(1, Math.round((input.endedAt.getTime() - input.startedAt.getTime()) / 1000));
  const duration = seconds < 120 ? `${seconds} detik` : `${Math.round(seconds / 60)} menit`;
  return renderMail(t.subject, input.name, {
    heading: t.heading,
    paragraphs: [
      t.body(time.format(input.startedAt), time.format(input.endedAt), duration),
      ...(input.restarted ? [t.restarted] : []),
      t.healed,
    ],
    action: { label: t.action, url: input.outboxUrl },
  });
}

const witaDateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Makassar' });
const witaDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Makassar' });

type BackupFailedMailInput = { name: string; at: Date; error: string; where: string; systemUrl: string };

/** To every super admin when a backup failed (issue 37, item 2): what failed, that the previous one is kept, what to do. */
export function backupFailedMail(input: BackupFailedMailInput): RenderedMail {
  const t = M.backupFailed;
  const at = witaDateTime.format(input.at);
  return renderMail(t.subject(at), input.name, {
    heading: t.heading,
    paragraphs: [t.body(at, input.where), t.error(input.error), t.previous, t.todo],
    action: { label: t.action, url: input.systemUrl },
  });
}

type DigestMailInput = {
  name: string;
  day: Date;
  /** What needs the super admin, already in words (the texts of /admin/sistem's warnings). */
  warnings: string[];
  /** The error of the latest backup, when it failed. */
  backupError: string | null;
  incidents: Array<{ startedAt: Date; endedAt: Date }>;
  systemUrl: string;
};

/** The morning mail to every super admin, sent only when something needs them (issue 37, item 3). */
export function dailyDigestMail(input: DigestMailInput): RenderedMail {
  const t = M.digest;
  const day = witaDate.format(input.day);
  const lines = [
    ...input.warnings.map(t.item),
    ...(input.backupError ? [t.backupError(input.backupError)] : []),
    ...input.incidents.map((i) => t.incident(witaDateTime.format(i.startedAt), witaDateTime.format(i.endedAt))),
  ];
  return renderMail(t.subject(day, input.warnings.length + input.incidents.length), input.name, {
    heading: t.heading,
    paragraphs: [t.intro(day), ...lines, t.closing],
    action: { label: t.action, url: input.systemUrl },
  });
}

/** "Ikuti laporan di sini" (issue 39, item 5): the double opt-in's link; nothing else goes before it is pressed. */
export function areaAlertConfirmMail(input: { area: string; frequency: 'segera' | 'harian'; url: string }): RenderedMail {
  const t = AM.confirm;
  const frequency = input.frequency === 'segera' ? AM.frequencyNow : AM.frequencyDaily;
  return renderMail(t.subject, null, {
    heading: t.heading,
    paragraphs: [t.body(input.area, frequency)],
    action: { label: t.action, url: input.url },
    after: [t.notYou],
  });
}

type AreaAlertReport = { code: string; reportType: string; location: string; url: string };

/** "segera": one public report made public ('baru') or finished ('selesai') in the followed area. */
export function areaAlertMail(input: { kind: 'baru' | 'selesai'; area: string; report: AreaAlertReport; stopUrl: string }): RenderedMail {
  const t = input.kind === 'baru' ? AM.fresh : AM.fixed;
  const r = input.report;
  return renderMail(t.subject(r.code, input.area), null, {
    heading: t.heading,
    paragraphs: [AM.item(r.code, r.reportType, r.location)],
    action: { label: AM.action, url: r.url },
    after: [AM.stop(input.stopUrl)],
  });
}

/** "harian": what happened in the area since the last digest, each report once per kind. */
export function areaAlertDigestMail(input: {
  area: string;
  fresh: AreaAlertReport[];
  fixed: AreaAlertReport[];
  listUrl: string;
  stopUrl: string;
}): RenderedMail {
  const t = AM.digest;
  const lines = (title: string, items: AreaAlertReport[]) =>
    items.length ? [title, ...items.map((r) => `${AM.item(r.code, r.reportType, r.location)}: ${r.url}`)] : [];
  return renderMail(t.subject(input.area, input.fresh.length + input.fixed.length), null, {
    heading: t.heading,
    paragraphs: [t.intro(input.area), ...lines(t.freshTitle, input.fresh), ...lines(t.fixedTitle, input.fixed)],
    action: { label: t.action, url: input.listUrl },
    after: [AM.stop(input.stopUrl)],
  });
}

type ForwardMailInput = {
  instansi: string;
  code: string;
  reportType: string;
  kabupaten: string | null;
  road: { no: string; name: string } | null;
  place: string;
  description: string;
  position: { lat: number; lon: number } | null;
  note: string | null;
  /** Signed links that open without an account (issue 39, item 3). */
  photoUrls: string[];
  photoDays: number;
  reportUrl: string;
};

/** A damage report forwarded to the authority that owns its road (issue 39, item 3): the report, its photos, the way back. */
export function forwardMail(input: ForwardMailInput): RenderedMail {
  const t = FORWARDING.mail;
  const { lat, lon } = input.position ?? {};
  return renderMail(t.subject(input.code), null, {
    heading: t.heading,
    paragraphs: [
      t.intro(input.instansi),
      t.code(input.code),
      t.type(input.reportType),
      ...(input.kabupaten ? [t.kabupaten(input.kabupaten)] : []),
      ...(input.road ? [t.road(input.road.no, input.road.name)] : []),
      t.place(input.place),
      ...(input.description ? [t.description(input.description)] : []),
      ...(lat != null && lon != null
        ? [
            t.coordinates(lat, lon),
            t.map(
              `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lon.toFixed(6)}#map=18/${lat.toFixed(6)}/${lon.toFixed(6)}`,
            ),
          ]
        : []),
      ...(input.note ? [t.note(input.note)] : []),
      ...(input.photoUrls.length ? [t.photos(input.photoDays), ...input.photoUrls.map((url, i) => t.photo(i + 1, url))] : [t.noPhotos]),
    ],
    action: { label: t.action, url: input.reportUrl },
    after: [t.reply],
  });
}

type LabBillMailInput = {
  name: string;
  code: string;
  number: string;
  total: string;
  due: string;
  /** The virtual account to transfer to, when the bank is configured. */
  virtualAccount: string | null;
  pdfUrl: string;
  unsubscribeUrl: string;
};

/** An Uji Lab request accepted and billed (issue 40, item 3): the bill's number, total, due date and how to pay. */
export function labBillMail(input: LabBillMailInput): RenderedMail {
  const t = LAB_BILL_MAIL;
  return renderMail(t.billSubject(input.code), input.name, {
    heading: t.billHeading,
    paragraphs: [
      t.billIntro(input.code),
      t.billNumber(input.number),
      t.billTotal(input.total),
      t.billDue(input.due),
      ...(input.virtualAccount ? [t.billVa(input.virtualAccount)] : []),
      t.billCounter(LAB_BILL.counterPlace, LAB_BILL.counterHours),
    ],
    action: { label: t.billAction, url: input.pdfUrl },
    after: [M.status.unsubscribe(input.unsubscribeUrl)],
  });
}

/** An Uji Lab bill paid, by the bank or at the counter (issue 40, item 3). */
export function labPaidMail(input: {
  name: string;
  code: string;
  number: string;
  total: string;
  url: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const t = LAB_BILL_MAIL;
  return renderMail(t.paidSubject(input.code), input.name, {
    heading: t.paidHeading,
    paragraphs: [t.paidIntro(input.number, input.total), t.paidNext],
    action: { label: t.paidAction, url: input.url },
    after: [M.status.unsubscribe(input.unsubscribeUrl)],
  });
}
