// The API answers a public page shows at once (src/shared/public-pages.ts names them), read through
// the same service functions and input schemas as the API, so the page carries what the browser
// would otherwise have asked for.
import { pageQuerySchema } from '../../shared/admin-schemas.ts';
import { bridgeListQuerySchema } from '../../shared/bridge-schemas.ts';
import type { ApiAnswer, ApiCall, ApiPath, PageQuery } from '../../shared/public-pages.ts';
import type { QueryDataEntry } from '../../shared/page-data.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { listBridges } from '../features/bridges/index.ts';
import { getBridgeFigures } from '../features/bridges/index.ts';
import { findPublicBridge, seesInspectors } from '../features/bridges/index.ts';
import { findPublishedArticle, listPublishedArticles } from '../features/news/index.ts';
import { readSitePage } from '../features/site-pages/index.ts';
import { findPublishedAlbum, listPublishedAlbums } from '../features/gallery/index.ts';
import { findPublicReport, listPublicReports } from '../features/damage-reports/index.ts';
import { getInvitation, getSkmResults } from '../features/skm/index.ts';
import { skmInvitationQuerySchema } from '../../shared/skm-schemas.ts';
import { SKM_TEXT } from '../../shared/skm-strings.ts';
import { AppError } from '../http/errors.ts';
import { getStatistics } from '../features/statistics/index.ts';
import { readPledge, readStandard } from '../features/service-standards/index.ts';
import { standardKeySchema } from '../../shared/service-standard-schemas.ts';
import { publicReportQuerySchema } from '../../shared/public-report-schemas.ts';
import { ppidYearSchema } from '../../shared/ppid-schemas.ts';
import { getPpidPublic } from '../features/ppid/index.ts';
import { getTracking, trackingExists } from '../features/tracking/index.ts';
import { anyTrackingCodeSchema } from '../../shared/tracking-schemas.ts';
import { can } from '../../shared/roles.ts';
import { listOwnSirekanan } from '../features/sirekanan/index.ts';
import { listOwnUjilabRequests } from '../features/ujilab/index.ts';
import { listOwnPpidRequests } from '../features/ppid/index.ts';

/** The signed-in customer, or null for a visitor or staff (who have no requests of their own to see). */
const customer = async (c: AppContext): Promise<SessionUser | null> => {
  const user = await c.get('user')();
  return user && can(user.role, 'customer.services') ? user : null;
};

/** Each API path's answer; null where the API would answer 404. A new path in the manifest fails the typecheck until it is here. */
const ANSWERS: { [P in ApiPath]: (c: AppContext, api: ApiCall<P>) => Promise<ApiAnswer<P> | null> } = {
  '/api/news': (c, { query }) => listPublishedArticles({ db: c.get('deps').db, input: pageQuerySchema.parse(query) }),
  '/api/news/:slug': (c, { param }) => findPublishedArticle(c.get('deps').db, param.slug),
  '/api/bridges': (c, { query }) => listBridges({ db: c.get('deps').db, log: c.get('log'), input: bridgeListQuerySchema.parse(query) }),
  '/api/bridges/angka': (c) => getBridgeFigures(c.get('deps').db),
  '/api/bridges/:id': async (c, { param }) =>
    findPublicBridge(c.get('deps').db, param.id, { staff: seesInspectors(await c.get('user')()) }),
  '/api/pages/:slug': (c, { param }) => readSitePage(c.get('deps').db, param.slug),
  '/api/gallery': (c) => listPublishedAlbums(c.get('deps').db),
  '/api/gallery/:slug': (c, { param }) => findPublishedAlbum(c.get('deps').db, param.slug),
  '/api/laporan': (c, { query }) => listPublicReports(c.get('deps').db, publicReportQuerySchema.parse(query)),
  '/api/laporan/:code': (c, { param }) => findPublicReport(c.get('deps').db, param.code),
  '/api/skm/hasil': (c, { query }) => getSkmResults({ db: c.get('deps').db, periode: query.periode }),
  '/api/skm/undangan': async (c, { query }) => {
    const link = skmInvitationQuerySchema.safeParse(query);
    if (!link.success) return { invalid: SKM_TEXT.errors.linkInvalid };
    const { db, env } = c.get('deps');
    try {
      return { invitation: await getInvitation({ db, secret: env.AUTH_SECRET!, code: link.data.kode, token: link.data.t }) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return { invalid: err.message };
      throw err;
    }
  },
  '/api/standar/:key': (c, { param }) => {
    const key = standardKeySchema.safeParse(param.key);
    return key.success ? readStandard(c.get('deps').db, key.data) : Promise.resolve(null);
  },
  '/api/standar/maklumat': (c) => readPledge(c.get('deps').db),
  '/api/statistik': (c, { query }) => getStatistics(c.get('deps').db, query.periode),
  '/api/ppid': (c, { query }) => getPpidPublic(c.get('deps').db, ppidYearSchema.parse(query).tahun),
  '/api/tracking/:code': async (c, { param }) => {
    const code = anyTrackingCodeSchema.safeParse(param.code);
    if (!code.success || !(await trackingExists(c.get('deps').db, code.data))) return null;
    return getTracking({ db: c.get('deps').db, trackingCode: code.data });
  },
  '/api/sirekanan': async (c, { query }) => {
    const actor = await customer(c);
    const input = pageQuerySchema.parse(query);
    return actor ? listOwnSirekanan({ db: c.get('deps').db, actor, input }) : { items: [], total: 0, ...input };
  },
  '/api/ujilab': async (c, { query }) => {
    const actor = await customer(c);
    const input = pageQuerySchema.parse(query);
    return actor ? listOwnUjilabRequests({ db: c.get('deps').db, actor, input }) : { items: [], total: 0, ...input };
  },
  '/api/ppid/permohonan': async (c) => {
    const actor = await customer(c);
    return actor ? listOwnPpidRequests({ db: c.get('deps').db, actor }) : [];
  },
};

const answer = <P extends ApiPath>(c: AppContext, api: ApiCall<P>) =>
  (ANSWERS[api.path] as (c: AppContext, api: ApiCall<P>) => Promise<ApiAnswer<P> | null>)(c, api);

/**
 * The `[queryKey, answer]` pairs of a page, in the order of its queries, as the API sends them (dates
 * as strings); an answer that does not exist (the API's 404) is null: the page renders as not found.
 */
export async function readPageAnswers(c: AppContext, queries: readonly PageQuery[]): Promise<QueryDataEntry[]> {
  const answers = await Promise.all(queries.map((q) => answer(c, q.api)));
  return JSON.parse(JSON.stringify(queries.map((q, i): QueryDataEntry => [q.queryKey, answers[i] ?? null])));
}

/** readPageAnswers, or null when one of the answers does not exist. */
export async function readPageData(c: AppContext, queries: readonly PageQuery[]): Promise<QueryDataEntry[] | null> {
  const entries = await readPageAnswers(c, queries);
  return entries.some(([, data]) => data === null) ? null : entries;
}
