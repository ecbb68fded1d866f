import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { arrivalFieldsSchema, bookingInputSchema, labScheduleInputSchema } from '../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE } from '../../../shared/lab-sample-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, multipartInput, queryInput } from '../../http/input.ts';
import { bookLabSlot } from './book-lab-slot.ts';
import { getLabDropoff } from './get-lab-dropoff.ts';
import { getLabSchedule } from './get-lab-schedule.ts';
import { listLabArrivals } from './list-lab-arrivals.ts';
import { receiveLabSample } from './receive-lab-sample.ts';
import { saveLabSchedule } from './save-lab-schedule.ts';

/** The customer's side (issue 40, item 4): their request's drop-off, and booking or moving its slot. */
export const labSampleRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => c.json(await getLabDropoff({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id') })))
  .post('/:id/booking', allow('customer.services'), jsonInput(bookingInputSchema, { title: LAB_SAMPLE.booking.failedTitle }), async (c) =>
    c.json(await bookLabSlot({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') })),
  );

const dayQuery = z.object({
  tanggal: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, LAB_SAMPLE.errors.dayInvalid)
    .refine((d) => {
      const at = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(d);
    }, LAB_SAMPLE.errors.dayInvalid)
    .optional(),
});

/** The lab staff's side: the schedule, the day's list and the sample's arrival. */
export const adminLabSampleRoutes = new Hono<AppEnv>()
  .use(allow('ujilab.manage'))
  .get('/schedule', async (c) => c.json(await getLabSchedule({ deps: c.get('deps'), actor: await c.get('user')() })))
  .put('/schedule', jsonInput(labScheduleInputSchema, { title: LAB_SAMPLE.schedule.failedTitle }), async (c) =>
    c.json(await saveLabSchedule({ deps: c.get('deps'), actor: await c.get('user')(), input: c.req.valid('json') })),
  )
  .get('/arrivals', queryInput(dayQuery), async (c) =>
    c.json(await listLabArrivals({ deps: c.get('deps'), actor: await c.get('user')(), day: c.req.valid('query').tanggal })),
  )
  .post(
    '/:id/arrival',
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.damagePhoto,
      fields: arrivalFieldsSchema,
      files: ['foto'],
      title: LAB_SAMPLE.receive.failedTitle,
    }),
    async (c) => {
      const { foto, ...fields } = c.req.valid('form');
      return c.json(
        await receiveLabSample({ deps: c.get('deps'), actor: await c.get('user')(), id: c.req.param('id'), fields, photo: foto }),
      );
    },
  );
