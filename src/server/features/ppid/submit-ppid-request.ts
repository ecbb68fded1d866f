import { sql } from 'drizzle-orm';
import { PPID_FORM } from '../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { dayLabel, type PpidRequestItem } from '../../../shared/ppid.ts';
import type { PpidRequestInput } from '../../../shared/ppid-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { receiptToken } from '../../requests/receipt-token.ts';
import { withTrackingCode } from '../../requests/tracking-code.ts';
import { mailRequester } from './mail-requester.ts';
import { contactOf } from '../../../shared/phone.ts';
import { saveRequestContact } from '../../whatsapp/contacts.ts';
import { answerDueOn } from './ppid-clock.ts';
import { todayWita, toItem } from './request-rows.ts';

export type PpidSubmission = Omit<PpidRequestInput, 'whatsapp'> & { whatsapp?: PpidRequestInput['whatsapp']; ktp: File | null };

/** A customer's information request with the KTP scan → PPID-YYYY-XXXXXX, due in 10 working days. */
export async function submitPpidRequest({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: PpidSubmission;
}): Promise<PpidRequestItem> {
  assertCan(actor, 'customer.services');
  if (!input.ktp) {
    throw new AppError('VALIDATION', PPID_FORM.required.ktp, {
      title: PPID_FORM.form.incompleteTitle,
      fields: { ktp: PPID_FORM.required.ktp },
    });
  }
  const ktp = await cleanUpload(await acceptFile(input.ktp, 'labDocument', PPID_FORM.form.ktp), PPID_FORM.form.ktp);
  const row = await storeWithFiles(
    deps,
    [{ bucket: 'ppid-requests', key: `${actor.id}/ktp-${uniqueTimestamp()}.${ktp.ext}`, data: ktp.data, label: PPID_FORM.form.ktp }],
    async (tx, [ktpUrl]) => {
      const now = new Date();
      const dueOn = answerDueOn(now);
      const inserted = await withTrackingCode(tx, 'PPID', async (sp, trackingCode) => {
        const [r] = await sp
          .insert(ppidRequests)
          .values({
            trackingCode,
            userId: actor.id,
            name: input.name,
            address: input.address,
            phone: input.phone,
            email: input.email,
            ktpUrl: ktpUrl!,
            ktpConsentAt: sql`now()`,
            information: input.information,
            purpose: input.purpose,
            receiveMethod: input.receiveMethod,
            copyMethod: input.copyMethod,
            dueOn,
          })
          .returning();
        return r!;
      });
      // Issue 38: the phone (when it is a mobile number) and the WhatsApp opt-in, for the status messages.
      await saveRequestContact(tx, { kind: 'ppid', id: inserted.id }, contactOf(input));
      await mailRequester(tx, deps.env, inserted, {
        subject: PPID_ADMIN.mail.receivedSubject(inserted.trackingCode),
        heading: PPID_ADMIN.mail.receivedHeading,
        // The receipt (issue 37, item 4): by when, the status page and the receipt PDF.
        paragraphs: [
          PPID_ADMIN.mail.received(dayLabel(dueOn)),
          PPID_ADMIN.mail.receivedTrack(`${deps.env.baseUrl}/lacak/${inserted.trackingCode}`),
          PPID_ADMIN.mail.receivedReceipt(
            `${deps.env.baseUrl}/api/receipts/${inserted.trackingCode}?t=${receiptToken(deps.env.AUTH_SECRET!, inserted.trackingCode)}`,
          ),
        ],
      });
      return inserted;
    },
    actor.id,
  );
  return toItem(row, null, todayWita());
}
