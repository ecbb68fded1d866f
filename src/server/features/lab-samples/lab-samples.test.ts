// Issue 40, item 4: after payment the customer books the slot in which they bring the sample (or comes in the
// opening hours); staff see the day's list, record the sample's arrival, and the test's clock starts.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LabArrivals, LabDropoff, LabSchedule, LabScheduleInput } from '../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE } from '../../../shared/lab-sample-strings.ts';
import { addWorkingDays, isWorkingDay, witaDate } from '../../calendar/working-days.ts';
import { auditLog, labBookings, labSamples, outboxMails, statusChanges, ujilabRequests, users } from '../../db/schema.ts';
import { dueOn, serviceDays } from '../../requests/service-clock.ts';
import { json } from '../../test/json.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { fileOf, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { changeForm, insertUjilabRequest } from '../admin-requests/request-factories.ts';

const E = LAB_SAMPLE.errors;

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  // A database of its own: the lab's schedule is one row, and the race counts every booking of a slot.
  t = await createTestApp({ isolated: true });
  staff = await t.createUser({ role: 'admin_ujilab', fullName: 'Petugas Penerima Sampel' });
});
afterAll(async () => {
  await t.close();
});

const SCHEDULE: LabScheduleInput = {
  weekdays: [1, 2, 3, 4, 5],
  opensAt: '08:00',
  closesAt: '12:00',
  slotMinutes: 60,
  capacity: 4,
  closedDays: [],
};
const setSchedule = async (over: Partial<LabScheduleInput> = {}) =>
  json<LabSchedule>(await t.request('PUT', '/api/admin/lab-samples/schedule', { as: staff, json: { ...SCHEDULE, ...over } }));
beforeEach(async () => {
  await setSchedule();
});

const shift = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const today = () => witaDate(new Date());
/** Open working days (Senin–Jumat, no holiday) from the day after tomorrow on: each test takes its own. */
const openDays = (() => {
  const days: string[] = [];
  for (let d = shift(today(), 2); days.length < 12; d = shift(d, 1)) if (isWorkingDay(d)) days.push(d);
  return days;
})();

async function verifiedCustomer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}
/** A paid request waiting for its sample (the bill and the payment are other parts of issue 40). */
const waiting = (customer: TestUser) => insertUjilabRequest(t.db, customer.id, { status: 'Menunggu Sampel' });
const book = (customer: TestUser, id: string, day: string, start: string) =>
  t.request('POST', `/api/lab-samples/${id}/booking`, { as: customer, json: { day, start } });
const refusal = async (res: Response, status: number) => (await json<{ error: { message: string } }>(res, status)).error.message;
const bookingOf = async (id: string) => (await t.db.select().from(labBookings).where(eq(labBookings.requestId, id)))[0];
/** The status notices to an address (the account's own verification mail is not one). */
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'status')));

describe('booking a slot (issue 40, item 4)', () => {
  it('books an open slot, says so by e-mail and in the audit log, and shows it on the request page', async () => {
    const customer = await verifiedCustomer();
    const req = await waiting(customer);
    const day = openDays[0]!;
    const before = await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }));
    expect(before.booking).toBeNull();
    expect(before.hours).toBe('Senin–Jumat, 08.00–12.00 WITA (kecuali hari libur nasional)');
    expect(before.slots).toContainEqual({ day, start: '09:00', end: '10:00', left: 4 });
    // Only open days: no weekend, no holiday, nothing today before now.
    for (const s of before.slots) expect(isWorkingDay(s.day), s.day).toBe(true);

    const res = await json<{ booking: { day: string; start: string; end: string } }>(await book(customer, req.id, day, '09:00'));
    expect(res.booking).toMatchObject({ day, start: '09:00', end: '10:00' });
    const after = await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }));
    expect(after.booking).toMatchObject({ day, start: '09:00', end: '10:00', moves: 0, mayMove: true });
    expect(after.slots.find((s) => s.day === day && s.start === '10:00')).toMatchObject({ left: 4 });

    const [mail] = await mailsTo(customer.email);
    expect(mail?.kind).toBe('status');
    expect(mail?.textBody).toContain('Menunggu Sampel');
    expect(mail?.textBody).toMatch(/Jadwal antar sampel: \w+, \d+ \w+ 20\d\d pukul 09\.00–10\.00 WITA/);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lab-sample.book'), eq(auditLog.target, req.trackingCode)));
    expect(audit?.actorId).toBe(customer.id);
  });

  it('refuses a slot in the past, on a holiday, on a closed day, outside the hours or full, in Indonesian, and books nothing', async () => {
    const customer = await verifiedCustomer();
    const req = await waiting(customer);
    expect(await refusal(await book(customer, req.id, shift(today(), -1), '09:00'), 400)).toBe(E.past);
    // The first weekday ahead that the portal's calendar knows as a public holiday.
    let holiday = shift(today(), 1);
    while (isWorkingDay(holiday) || [0, 6].includes(new Date(`${holiday}T00:00:00Z`).getUTCDay())) holiday = shift(holiday, 1);
    if (holiday <= shift(today(), 30)) expect(await refusal(await book(customer, req.id, holiday, '09:00'), 400)).toBe(E.holiday);
    expect(await refusal(await book(customer, req.id, '2027-01-01', '09:00'), 400)).toBe(E.holiday);
    let saturday = shift(today(), 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = shift(saturday, 1);
    expect(await refusal(await book(customer, req.id, saturday, '09:00'), 400)).toBe(E.notOpen);
    const closed = openDays[1]!;
    await setSchedule({ closedDays: [{ day: closed, note: 'Kalibrasi alat' }] });
    expect(await refusal(await book(customer, req.id, closed, '09:00'), 400)).toBe(E.closed);
    expect(await refusal(await book(customer, req.id, openDays[0]!, '12:00'), 400)).toBe(E.notASlot);
    expect(await refusal(await book(customer, req.id, openDays[0]!, '09:30'), 400)).toBe(E.notASlot);
    expect(await refusal(await book(customer, req.id, shift(today(), 60), '09:00'), 400)).toMatch(/paling lama 30 hari/);
    expect(await refusal(await book(customer, req.id, '2026-02-30', '09:00'), 400)).toBe(E.dayInvalid);

    await setSchedule({ capacity: 1 });
    const other = await verifiedCustomer();
    await json(await book(other, (await waiting(other)).id, openDays[2]!, '08:00'));
    expect(await refusal(await book(customer, req.id, openDays[2]!, '08:00'), 409)).toBe(E.full);
    expect(await bookingOf(req.id)).toBeUndefined();
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });

  it('moves a booking once, up to the day before', async () => {
    const customer = await verifiedCustomer();
    const req = await waiting(customer);
    await json(await book(customer, req.id, openDays[3]!, '08:00'));
    expect(await refusal(await book(customer, req.id, openDays[3]!, '08:00'), 409)).toBe(E.sameSlot);
    await json(await book(customer, req.id, openDays[4]!, '10:00'));
    expect(await bookingOf(req.id)).toMatchObject({ slotDay: openDays[4], slotStart: '10:00:00', moves: 1 });
    expect(await refusal(await book(customer, req.id, openDays[5]!, '10:00'), 409)).toBe(E.movedOnce);
    expect(await bookingOf(req.id)).toMatchObject({ slotDay: openDays[4], moves: 1 });
    const page = await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }));
    expect(page.booking?.mayMove).toBe(false);
    expect(page.slots).toEqual([]);
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.textBody).join('\n')).toContain('dipindahkan ke');

    // On the day itself it is too late to move.
    const late = await verifiedCustomer();
    const lateReq = await waiting(late);
    await t.db.insert(labBookings).values({ requestId: lateReq.id, slotDay: today(), slotStart: '08:00' });
    expect(await refusal(await book(late, lateReq.id, openDays[0]!, '11:00'), 409)).toBe(E.moveTooLate);
  });

  it('takes bookings only while the request waits for its sample', async () => {
    const customer = await verifiedCustomer();
    for (const status of ['Diajukan', 'Diproses', 'Dalam Pengujian', 'Selesai', 'Ditolak'] as const) {
      const req = await insertUjilabRequest(t.db, customer.id, { status });
      expect(await refusal(await book(customer, req.id, openDays[0]!, '08:00'), 409), status).toBe(E.notWaiting);
      expect((await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }))).slots).toEqual([]);
    }
  });

  it('of 10 customers racing for the last place of a slot, exactly one gets it', async () => {
    await setSchedule({ capacity: 3 });
    const day = openDays[6]!;
    for (let i = 0; i < 2; i += 1) {
      const c = await verifiedCustomer();
      await json(await book(c, (await waiting(c)).id, day, '11:00'));
    }
    const racers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = await verifiedCustomer();
        return { c, req: await waiting(c) };
      }),
    );
    const answers = await Promise.all(racers.map(({ c, req }) => book(c, req.id, day, '11:00')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) expect(await refusal(r, 409)).toBe(E.full);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(labBookings)
      .where(and(eq(labBookings.slotDay, day), eq(labBookings.slotStart, '11:00')));
    expect(count?.n).toBe(3);
  });
});

const arrivalForm = (fields: Record<string, string>, photo?: File) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set('foto', photo);
  return form;
};
const receive = (id: string, fields: Record<string, string>, photo?: File, as: TestUser = staff) =>
  t.request('POST', `/api/admin/lab-samples/${id}/arrival`, { as, form: arrivalForm(fields, photo) });

describe('the day list and the sample received (issue 40, item 4)', () => {
  it("lists the day's bookings in order of their slot, and those waiting without one", async () => {
    const day = openDays[7]!;
    const early = await verifiedCustomer();
    const late = await verifiedCustomer();
    const walkIn = await verifiedCustomer();
    const lateReq = await waiting(late);
    const earlyReq = await waiting(early);
    const walkInReq = await waiting(walkIn);
    await json(await book(late, lateReq.id, day, '10:00'));
    await json(await book(early, earlyReq.id, day, '08:00'));
    const list = await json<LabArrivals>(await t.request('GET', `/api/admin/lab-samples/arrivals?tanggal=${day}`, { as: staff }));
    const codes = list.items.map((i) => i.code);
    expect(codes.indexOf(earlyReq.trackingCode)).toBeLessThan(codes.indexOf(lateReq.trackingCode));
    expect(list.items.find((i) => i.code === earlyReq.trackingCode)).toMatchObject({
      slot: { start: '08:00', end: '09:00' },
      customer: early.fullName,
    });
    expect(list.items.find((i) => i.code === walkInReq.trackingCode)).toMatchObject({ slot: null, status: 'Menunggu Sampel' });
    // A day past lists no one waiting.
    const past = await json<LabArrivals>(await t.request('GET', `/api/admin/lab-samples/arrivals?tanggal=2020-01-06`, { as: staff }));
    expect(past.items.map((i) => i.code)).not.toContain(walkInReq.trackingCode);
    expect(await refusal(await t.request('GET', '/api/admin/lab-samples/arrivals?tanggal=2026-13-01', { as: staff }), 400)).toBe(
      E.dayInvalid,
    );
  });

  it('Sampel diterima: Dalam Pengujian, the clock starts on the WITA day in working days, history, audit and e-mail', async () => {
    const customer = await verifiedCustomer();
    const req = await waiting(customer);
    const register = `LAB/2026/${Math.floor(Math.random() * 1e6)}`;
    const body = await json<{ status: string; dueOn: string }>(
      await receive(
        req.id,
        { sampleCount: '6', condition: 'baik', registerNumber: register.toLowerCase() },
        fileOf(await pngBytes(), 'sampel.png', 'image/png'),
      ),
    );
    const days = (await serviceDays(t.db, 'ujilab')) ?? 10;
    const expected = addWorkingDays(witaDate(new Date()), days);
    expect(body).toMatchObject({ status: 'Dalam Pengujian', dueOn: expected });
    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, req.id));
    expect(row?.status).toBe('Dalam Pengujian');
    const [sample] = await t.db.select().from(labSamples).where(eq(labSamples.requestId, req.id));
    expect(sample).toMatchObject({ registerNumber: register, sampleCount: 6, condition: 'baik', receivedBy: staff.id, dueOn: expected });
    // The photo is the customer's file: they and the lab's staff may read it, nobody else.
    expect(sample?.photoUrl).toMatch(new RegExp(`^/files/lab-documents/${customer.id}/sampel-`));
    expect((await t.request('GET', sample!.photoUrl!, { as: customer })).status).toBe(200);
    expect((await t.request('GET', sample!.photoUrl!, { as: await t.createUser() })).status).toBe(403);
    const [history] = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, req.id));
    expect(history).toMatchObject({ fromStatus: 'Menunggu Sampel', toStatus: 'Dalam Pengujian', actorId: staff.id });
    expect(history?.publicNote).toContain(register);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lab-sample.receive'), eq(auditLog.target, req.trackingCode)));
    expect(audit?.details).toMatchObject({ registerNumber: register, count: 6, condition: 'baik', dueOn: expected, days });
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Dalam Pengujian');
    expect(mails[0]!.textBody).toContain(register);
    // The customer's page: the register number and the due day; not late yet.
    const page = await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }));
    expect(page.sample).toMatchObject({ registerNumber: register, dueOn: expected, late: false });

    // Past its due day it is late, for staff and the customer.
    await t.db.update(labSamples).set({ dueOn: '2020-01-06' }).where(eq(labSamples.requestId, req.id));
    await t.db.update(labSamples).set({ receivedAt: new Date() }).where(eq(labSamples.requestId, req.id));
    const list = await json<LabArrivals>(await t.request('GET', `/api/admin/lab-samples/arrivals`, { as: staff }));
    expect(list.items.find((i) => i.code === req.trackingCode)?.sample).toMatchObject({ late: true, receivedBy: staff.fullName });
    expect((await json<LabDropoff>(await t.request('GET', `/api/lab-samples/${req.id}`, { as: customer }))).sample?.late).toBe(true);

    // A second arrival of the same request is refused.
    expect(await refusal(await receive(req.id, { sampleCount: '1', condition: 'baik', registerNumber: 'LAB/X/1' }), 409)).toBe(
      E.notWaiting,
    );
  });

  it('counts the due day in WITA working days: a sample in on Thursday night UTC is Friday in Mamuju', () => {
    // 2026-12-23 17:30 UTC is 24 December 01:30 WITA; 25 December is a public holiday, then a weekend.
    expect(witaDate(new Date('2026-12-23T17:30:00Z'))).toBe('2026-12-24');
    expect(dueOn(new Date('2026-12-23T17:30:00Z'), 3)).toBe('2026-12-30');
    expect(dueOn(new Date('2026-12-23T15:30:00Z'), 3)).toBe('2026-12-29');
  });

  it('refuses a register number in use, a bad count or condition, a photo that is not a photo, and changes nothing', async () => {
    const customer = await verifiedCustomer();
    const first = await waiting(customer);
    const second = await waiting(customer);
    const register = `LAB/2026/U${Math.floor(Math.random() * 1e6)}`;
    await json(await receive(first.id, { sampleCount: '3', condition: 'rusak', registerNumber: register }));
    expect(
      await refusal(await receive(second.id, { sampleCount: '3', condition: 'baik', registerNumber: register.toLowerCase() }), 409),
    ).toBe(E.registerTaken);
    expect(await refusal(await receive(second.id, { sampleCount: '0', condition: 'baik', registerNumber: 'LAB/1/2' }), 400)).toBe(
      E.countInvalid,
    );
    expect(await refusal(await receive(second.id, { sampleCount: '2', condition: 'hilang', registerNumber: 'LAB/1/2' }), 400)).toBe(
      E.conditionInvalid,
    );
    expect(await refusal(await receive(second.id, { sampleCount: '2', condition: 'baik', registerNumber: 'LAB 1 <2>' }), 400)).toBe(
      E.registerInvalid,
    );
    const notPhoto = await receive(
      second.id,
      { sampleCount: '2', condition: 'baik', registerNumber: 'LAB/1/2' },
      fileOf(pdfBytes(), 'x.png', 'image/png'),
    );
    expect(notPhoto.status).toBe(415);
    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, second.id));
    expect(row?.status).toBe('Menunggu Sampel');
    expect(await t.db.select().from(labSamples).where(eq(labSamples.requestId, second.id))).toHaveLength(0);
    const notWaiting = await insertUjilabRequest(t.db, customer.id, { status: 'Diajukan' });
    expect(await refusal(await receive(notWaiting.id, { sampleCount: '2', condition: 'baik', registerNumber: 'LAB/1/3' }), 409)).toBe(
      E.notWaiting,
    );
  });
});

describe('the Uji Lab state machine on the status control (issue 40, item 4)', () => {
  it('a result needs a test: Selesai only from Dalam Pengujian; Ditolak with a reason at any step', async () => {
    const customer = await verifiedCustomer();
    const fresh = await insertUjilabRequest(t.db, customer.id, { status: 'Diajukan' });
    const pdf = fileOf(pdfBytes(), 'hasil.pdf', 'application/pdf');
    const early = await t.request('POST', `/api/admin/ujilab/${fresh.id}/changes`, {
      as: staff,
      form: changeForm({ status: 'Selesai' }, pdf),
    });
    expect(early.status).toBe(400);
    const jump = await t.request('POST', `/api/admin/ujilab/${fresh.id}/changes`, {
      as: staff,
      form: changeForm({ status: 'Dalam Pengujian' }),
    });
    expect(jump.status).toBe(400);
    const testing = await insertUjilabRequest(t.db, customer.id, { status: 'Dalam Pengujian' });
    await json(
      await t.request('POST', `/api/admin/ujilab/${testing.id}/changes`, { as: staff, form: changeForm({ status: 'Selesai' }, pdf) }),
    );
    const paid = await waiting(customer);
    expect(
      (await t.request('POST', `/api/admin/ujilab/${paid.id}/changes`, { as: staff, form: changeForm({ status: 'Ditolak' }) })).status,
    ).toBe(400);
    await json(
      await t.request('POST', `/api/admin/ujilab/${paid.id}/changes`, {
        as: staff,
        form: changeForm({ status: 'Ditolak', note: 'Sampel tidak memenuhi syarat uji.' }),
      }),
    );
  });
});

describe('who may do what (issue 40, item 4)', () => {
  it('only the lab staff and the super admin see the schedule and the day list, and record an arrival', async () => {
    const customer = await verifiedCustomer();
    const req = await waiting(customer);
    const form = { sampleCount: '1', condition: 'baik', registerNumber: 'LAB/P/1' };
    for (const role of ['admin_sirekanan', 'admin_jembatantif', 'customer'] as const) {
      const who = await t.createUser({ role });
      expect((await t.request('GET', '/api/admin/lab-samples/schedule', { as: who })).status, role).toBe(403);
      expect((await t.request('PUT', '/api/admin/lab-samples/schedule', { as: who, json: SCHEDULE })).status, role).toBe(403);
      expect((await t.request('GET', '/api/admin/lab-samples/arrivals', { as: who })).status, role).toBe(403);
      expect((await receive(req.id, form, undefined, who)).status, role).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/lab-samples/arrivals')).status).toBe(401);
    const boss = await t.createUser({ role: 'super_admin' });
    expect((await t.request('GET', '/api/admin/lab-samples/arrivals', { as: boss })).status).toBe(200);
    expect((await json<LabSchedule>(await t.request('GET', '/api/admin/lab-samples/schedule', { as: boss }))).capacity).toBe(4);
    expect((await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, req.id)))[0]?.status).toBe('Menunggu Sampel');
  });

  it("a customer sees and books only their own request's slot; staff do not book for them", async () => {
    const owner = await verifiedCustomer();
    const req = await waiting(owner);
    const stranger = await verifiedCustomer();
    expect((await t.request('GET', `/api/lab-samples/${req.id}`, { as: stranger })).status).toBe(404);
    expect((await book(stranger, req.id, openDays[0]!, '08:00')).status).toBe(404);
    expect((await book(staff, req.id, openDays[0]!, '08:00')).status).toBe(403);
    expect((await t.request('GET', `/api/lab-samples/${req.id}`)).status).toBe(401);
    expect(await bookingOf(req.id)).toBeUndefined();
  });

  it('staff set the schedule; bad hours are refused in Indonesian', async () => {
    const saved = await setSchedule({ weekdays: [1, 3, 5], opensAt: '09:00', closesAt: '14:00', slotMinutes: 30, capacity: 2 });
    expect(saved).toMatchObject({ weekdays: [1, 3, 5], opensAt: '09:00', closesAt: '14:00', slotMinutes: 30, capacity: 2 });
    const bad = await t.request('PUT', '/api/admin/lab-samples/schedule', {
      as: staff,
      json: { ...SCHEDULE, opensAt: '15:00', closesAt: '08:00' },
    });
    expect(await refusal(bad, 400)).toBe(E.hoursInvalid);
    const none = await t.request('PUT', '/api/admin/lab-samples/schedule', { as: staff, json: { ...SCHEDULE, weekdays: [] } });
    expect(await refusal(none, 400)).toBe(E.weekdaysRequired);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lab-schedule.save'));
    expect(audit?.actorId).toBe(staff.id);
  });
});
