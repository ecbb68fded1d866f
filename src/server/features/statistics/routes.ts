import { Hono } from 'hono';
import { z } from 'zod';
import { STAT_FIGURES, type StatFigure } from '../../../shared/statistics.ts';
import { STATS } from '../../../shared/statistics-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { queryInput } from '../../http/input.ts';
import { figureCsv, getStatistics } from './statistics.ts';

const periodQuery = queryInput(z.object({ periode: z.string().trim().max(8).optional() }));

/** /api/statistik (issue 15, item 9): the figures as JSON, and each figure as CSV. */
export const statisticsRoutes = new Hono<AppEnv>()
  .get('/', periodQuery, async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await getStatistics(c.get('deps').db, c.req.valid('query').periode));
  })
  .get('/:file', periodQuery, async (c) => {
    const m = /^([a-z-]+)\.csv$/.exec(c.req.param('file'));
    const figure = m?.[1] as StatFigure | undefined;
    if (!figure || !(STAT_FIGURES as readonly string[]).includes(figure)) throw new AppError('NOT_FOUND', STATS.unknownFigure);
    const stats = await getStatistics(c.get('deps').db, c.req.valid('query').periode);
    return c.body(figureCsv(stats, figure), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${STATS.files[figure]}-${stats.period.key}.csv"`,
      'cache-control': 'public, max-age=60',
    });
  });
