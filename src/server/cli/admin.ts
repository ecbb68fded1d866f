// npm run admin -- create --email a@b.id --role super_admin [--password …] [--name "…"]
// npm run admin -- promote --email a@b.id --role admin_ujilab
// npm run admin -- unlock --email a@b.id   (after the per-account login limit, docs/decisions/045; also "Buka kunci" on the users page)
import { parseArgs } from 'node:util';
import { canonicalRole, ROLES } from '../../shared/roles.ts';
import { createAuth } from '../auth.ts';
import { createDb, createPool } from '../db/client.ts';
import { runningDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { clearAccountLock } from '../features/accounts/index.ts';
import { generatePassword, upsertAdmin } from '../features/accounts/index.ts';

const USAGE = `Pemakaian:
  npm run admin -- create  --email EMAIL --role PERAN [--password SANDI] [--name "NAMA"]
  npm run admin -- promote --email EMAIL --role PERAN
  npm run admin -- unlock  --email EMAIL   (buka akun yang terkunci karena terlalu banyak login gagal)
PERAN: ${ROLES.join(', ')} (juga: superadmin, sirekanan, ujilab, jembatantif)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const command = positionals[0];
const role = canonicalRole(values.role);
const known = command === 'unlock' || ((command === 'create' || command === 'promote') && role);
if (!known || !values.email) {
  console.error(USAGE);
  process.exit(64);
}

const env = loadEnv();
let embedded: EmbeddedDatabase | undefined;
let url = env.DATABASE_URL ?? runningDatabaseUrl(env.dataDir);
if (!url) {
  embedded = await startEmbeddedPostgres(env.dataDir, { info: () => {}, warn: (m) => console.error(m) });
  url = embedded.url;
}
const pool = createPool(url, 2);
try {
  await runMigrations(pool);
  const db = createDb(pool);
  if (command === 'unlock') {
    await clearAccountLock(db, values.email);
    console.log(`Akun ${values.email} dapat login kembali.`);
  } else {
    const auth = createAuth({ db, baseUrl: env.baseUrl, secret: env.AUTH_SECRET ?? 'cli-does-not-sign-sessions-0000000000' });
    const password = command === 'create' ? (values.password ?? generatePassword()) : undefined;
    const result = await upsertAdmin({ db, auth }, { email: values.email, password, fullName: values.name, role: role! });
    if (result.created) {
      console.log(`Akun dibuat: ${values.email} (peran ${role})`);
      if (!values.password) console.log(`Kata sandi: ${password}  (hanya ditampilkan sekali)`);
    } else {
      console.log(`Peran ${values.email} sekarang: ${role}`);
    }
  }
} catch (err) {
  console.error(`Gagal: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(process.exitCode ?? 0);
