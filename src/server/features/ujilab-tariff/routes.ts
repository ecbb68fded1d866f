import { Hono } from 'hono';
import { z } from 'zod';
import {
  labActiveInputSchema,
  labManualItemsInputSchema,
  labPriceInputSchema,
  labTestInputSchema,
  newLabTestInputSchema,
} from '../../../shared/ujilab-tariff.ts';
import { TARIFF_TEXT } from '../../../shared/ujilab-tariff-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, paramInput } from '../../http/input.ts';
import { activeTariff } from '../../tariff/tariff.ts';
import { listLabTests } from './list-lab-tests.ts';
import { getRequestItems, setRequestItems } from './request-items.ts';
import { createLabTest, updateLabTest } from './save-lab-test.ts';
import { setLabTestActive } from './set-lab-test-active.ts';
import { setLabTestPrice } from './set-lab-test-price.ts';

const idParam = paramInput(z.object({ id: z.string() }));
const codeParam = paramInput(z.object({ code: z.string() }));
const input = { title: TARIFF_TEXT.invalidTitle };

/** /api/ujilab-tariff: the active tests with today's prices (everyone), and a lab request's lines (its customer, the lab's staff). */
export const labTariffRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await activeTariff(c.get('deps').db));
  })
  .get('/requests/:code', codeParam, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getRequestItems({ db: c.get('deps').db, actor: await c.get('user')(), code: c.req.valid('param').code }));
  });

/** /api/admin/ujilab-tariff: the tariff (issue 40, item 1) for ujilab.tariff, and the staff's pricing of a request (ujilab.manage). */
export const adminLabTariffRoutes = new Hono<AppEnv>()
  .get('/', allow('ujilab.tariff'), async (c) => c.json(await listLabTests({ db: c.get('deps').db, actor: await c.get('user')() })))
  .post('/', allow('ujilab.tariff'), jsonInput(newLabTestInputSchema, input), async (c) =>
    c.json(await createLabTest({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('json') }), 201),
  )
  .put('/:id', allow('ujilab.tariff'), idParam, jsonInput(labTestInputSchema, input), async (c) =>
    c.json(
      await updateLabTest({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.valid('param').id, input: c.req.valid('json') }),
    ),
  )
  .post('/:id/harga', allow('ujilab.tariff'), idParam, jsonInput(labPriceInputSchema, input), async (c) =>
    c.json(
      await setLabTestPrice({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      }),
    ),
  )
  .put('/:id/aktif', allow('ujilab.tariff'), idParam, jsonInput(labActiveInputSchema, input), async (c) =>
    c.json(
      await setLabTestActive({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        id: c.req.valid('param').id,
        active: c.req.valid('json').active,
      }),
    ),
  )
  .put('/requests/:code', allow('ujilab.manage'), codeParam, jsonInput(labManualItemsInputSchema, input), async (c) =>
    c.json(
      await setRequestItems({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        code: c.req.valid('param').code,
        input: c.req.valid('json'),
      }),
    ),
  );
