import { Hono } from 'hono';
import { z } from 'zod';
import { BRIDGE_PHOTOS_MAX, INSPECTION_PHOTOS_MAX } from '../../../shared/bridge-bms.ts';
import { inspectionInputSchema } from '../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../shared/bridge-inspection-strings.ts';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import type { AppEnv } from '../../context.ts';
import { caller } from '../../http/caller.ts';
import { allow, jsonInput, multipartInput } from '../../http/input.ts';
import { addBridgePhotos, addInspectionPhotos, deleteBridgePhoto, deleteInspectionPhoto } from './bridge-photos.ts';
import { createInspection } from './create-inspection.ts';
import { deleteInspection } from './delete-inspection.ts';
import { getBridgeAdminDetail } from './get-bridge-admin-detail.ts';
import { updateInspection } from './update-inspection.ts';

const T = BRIDGE_INSPECTIONS;
const write = allow('bridges.write', T.forbiddenWrite);
const photosForm = (max: number, tooMany: string) =>
  multipartInput({
    maxBytes: UPLOAD_FORM_BYTES.bridgePhotos,
    fields: z.object({}),
    files: [],
    list: { name: 'foto', max, tooMany },
    title: T.photoFailedTitle,
  });

/** The path calls the bridge `:id` (as bridgeRoutes do), the verbs `bridgeId`; the other parameters keep their names. */
const onBridge = <P extends { id: string }>({ id, ...rest }: P) => ({ bridgeId: id, ...rest });

/** /api/bridges/:id/… for staff (issue 17): a bridge's photos and inspections. Mounted beside bridgeRoutes. */
export const bridgeInspectionRoutes = new Hono<AppEnv>()
  .get('/:id/inspections', allow('bridges.view_admin'), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getBridgeAdminDetail({ ...(await caller(c)), ...onBridge(c.req.param()) }));
  })
  .post(
    '/:id/inspections',
    write,
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.bridgePhotos,
      fields: inspectionInputSchema,
      files: [],
      list: { name: 'foto', max: INSPECTION_PHOTOS_MAX, tooMany: T.tooManyPhotos },
      title: T.incompleteTitle,
    }),
    async (c) => {
      const { foto, ...input } = c.req.valid('form');
      return c.json(await createInspection({ ...(await caller(c)), ...onBridge(c.req.param()), input, files: foto }), 201);
    },
  )
  .put('/:id/inspections/:inspectionId', write, jsonInput(inspectionInputSchema, { title: T.incompleteTitle }), async (c) =>
    c.json(await updateInspection({ ...(await caller(c)), ...onBridge(c.req.param()), input: c.req.valid('json') })),
  )
  .delete('/:id/inspections/:inspectionId', write, async (c) =>
    c.json(await deleteInspection({ ...(await caller(c)), ...onBridge(c.req.param()) })),
  )
  .post('/:id/inspections/:inspectionId/photos', write, photosForm(INSPECTION_PHOTOS_MAX, T.tooManyPhotos), async (c) =>
    c.json(await addInspectionPhotos({ ...(await caller(c)), ...onBridge(c.req.param()), files: c.req.valid('form').foto }), 201),
  )
  .delete('/:id/inspections/:inspectionId/photos/:photoId', write, async (c) =>
    c.json(await deleteInspectionPhoto({ ...(await caller(c)), ...onBridge(c.req.param()) })),
  )
  .post('/:id/photos', write, photosForm(BRIDGE_PHOTOS_MAX, T.photosTooMany), async (c) =>
    c.json(await addBridgePhotos({ ...(await caller(c)), ...onBridge(c.req.param()), files: c.req.valid('form').foto }), 201),
  )
  .delete('/:id/photos/:photoId', write, async (c) =>
    c.json(await deleteBridgePhoto({ ...(await caller(c)), ...onBridge(c.req.param()) })),
  );
