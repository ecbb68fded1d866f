import { STANDARD_SECTIONS, type PledgeData, type StandardData, type StandardDocument } from '../../../shared/service-standard-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cleanArticleBody } from '../../content/clean-article-body.ts';
import { readPledge } from './read-pledge.ts';
import { readStandard } from './read-standard.ts';
import { write, type Data } from './standard-rows.ts';

async function clean(tx: Tx, key: StandardDocument, input: Data): Promise<Data> {
  if (key === 'maklumat') return { content: await cleanArticleBody(tx, (input as PledgeData).content) };
  const std = input as StandardData;
  const sections = {} as StandardData['sections'];
  for (const s of STANDARD_SECTIONS) sections[s] = await cleanArticleBody(tx, std.sections[s] ?? '');
  // Tariffs are for Uji Lab only; the other services are free.
  return { sections, tariffs: key === 'ujilab' ? std.tariffs : [] };
}

/** Saves a standard or the pledge (super admin), sanitised like an article, as a new revision. */
export async function saveStandard({ db, actor, key, input }: { db: Db; actor: Actor; key: StandardDocument; input: Data }) {
  assertCan(actor, 'cms.manage');
  await db.transaction(async (tx) => write(tx, actor, key, await clean(tx, key, input), 'service-standard.save', {}));
  return key === 'maklumat' ? readPledge(db) : readStandard(db, key);
}
