import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JENIS_INSPEKSI, kondisiFromNk, nkFromKondisi, type JenisInspeksi, type NilaiKondisi } from '../../shared/bridge-bms.ts';
import type { StatusJalan } from '../../shared/bridge-status.ts';
import type { Kabupaten } from '../../shared/kabupaten.ts';
import { DEMO_SEED_LOCK } from './advisory-locks.ts';
import type { Db } from './client.ts';
import { auditLog, bridges, inspections } from './schema.ts';

// Issue 17: the 34 demo bridges where they would be, on West Sulawesi's roads (the Trans-Sulawesi
// coast road from Polewali through Majene and Mamuju to Pasangkayu, and the roads inland to Mamasa and
// Kalumpang), with their kabupaten, road, size and a few inspections, so that the map and the figures
// show something on a fresh `npm start`. Illustrative demo data, not survey results.
type Place = [nama: string, kabupaten: Kabupaten, ruas: string, status: StatusJalan, lat: number, lng: number];

const PLACES: Place[] = [
  ['Jembatan Sungai Karama', 'Mamuju', 'Mamuju – Kalumpang', 'kabupaten', -2.5241, 119.5482],
  ['Jembatan Kalukku', 'Mamuju', '001 Mamuju – Kalukku', 'nasional', -2.4706, 118.9745],
  ['Jembatan Mamuju Kota', 'Mamuju', 'Jl. Yos Sudarso, Mamuju', 'provinsi', -2.6745, 118.8903],
  ['Jembatan Sungai Mamuju', 'Mamuju', 'Jl. Soekarno-Hatta, Mamuju', 'provinsi', -2.6952, 118.9148],
  ['Jembatan Tommo', 'Mamuju', 'Kalukku – Tommo', 'kabupaten', -2.3833, 119.2294],
  ['Jembatan Papalang', 'Mamuju', '002 Kalukku – Topoyo', 'nasional', -2.2511, 119.0817],
  ['Jembatan Sampaga', 'Mamuju', '002 Kalukku – Topoyo', 'nasional', -2.1703, 119.1712],
  ['Jembatan Budong-Budong', 'Mamuju Tengah', '002 Kalukku – Topoyo', 'nasional', -2.0317, 119.2608],
  ['Jembatan Tobadak', 'Mamuju Tengah', 'Topoyo – Tobadak', 'provinsi', -2.0825, 119.3644],
  ['Jembatan Karossa', 'Mamuju Tengah', '003 Topoyo – Baras', 'nasional', -1.7602, 119.3811],
  ['Jembatan Pangale', 'Mamuju Tengah', 'Tobadak – Pangale', 'kabupaten', -2.1398, 119.4607],
  ['Jembatan Tumbu', 'Mamuju Tengah', 'Topoyo – Tumbu', 'kabupaten', -1.9814, 119.3033],
  ['Jembatan Sungai Lariang', 'Pasangkayu', '004 Baras – Pasangkayu', 'nasional', -1.3812, 119.3705],
  ['Jembatan Pasangkayu', 'Pasangkayu', '004 Baras – Pasangkayu', 'nasional', -1.1733, 119.3806],
  ['Jembatan Baras', 'Pasangkayu', '003 Topoyo – Baras', 'nasional', -1.5011, 119.3542],
  ['Jembatan Sarudu', 'Pasangkayu', '003 Topoyo – Baras', 'nasional', -1.6034, 119.3627],
  ['Jembatan Bambalamotu', 'Pasangkayu', 'Pasangkayu – Bambalamotu', 'provinsi', -1.0822, 119.4513],
  ['Jembatan Dapurang', 'Pasangkayu', 'Sarudu – Dapurang', 'kabupaten', -1.3011, 119.5528],
  ['Jembatan Sungai Mandar', 'Polewali Mandar', '010 Polewali – Majene', 'nasional', -3.5014, 119.0712],
  ['Jembatan Polewali', 'Polewali Mandar', '011 Batas Sulsel – Polewali', 'nasional', -3.4141, 119.3421],
  ['Jembatan Wonomulyo', 'Polewali Mandar', '010 Polewali – Majene', 'nasional', -3.4032, 119.2214],
  ['Jembatan Campalagian', 'Polewali Mandar', '010 Polewali – Majene', 'nasional', -3.4718, 119.1327],
  ['Jembatan Sungai Maloso', 'Polewali Mandar', 'Wonomulyo – Tapango', 'provinsi', -3.3311, 119.2513],
  ['Jembatan Binuang', 'Polewali Mandar', '011 Batas Sulsel – Polewali', 'nasional', -3.4502, 119.4008],
  ['Jembatan Majene', 'Majene', '009 Majene – Malunda', 'nasional', -3.5403, 118.9707],
  ['Jembatan Sendana', 'Majene', '009 Majene – Malunda', 'nasional', -3.3512, 118.9021],
  ['Jembatan Malunda', 'Majene', '008 Malunda – Mamuju', 'nasional', -3.0042, 118.8617],
  ['Jembatan Pamboang', 'Majene', '009 Majene – Malunda', 'nasional', -3.4521, 118.9233],
  ['Jembatan Sungai Mamasa', 'Mamasa', 'Polewali – Mamasa', 'provinsi', -2.9443, 119.374],
  ['Jembatan Sumarorong', 'Mamasa', 'Polewali – Mamasa', 'provinsi', -3.1027, 119.3318],
  ['Jembatan Mambi', 'Mamasa', 'Mamasa – Mambi', 'kabupaten', -2.9512, 119.1811],
  ['Jembatan Aralle', 'Mamasa', 'Mambi – Aralle', 'kabupaten', -2.8614, 119.1313],
  ['Jembatan Tabulahan', 'Mamasa', 'Aralle – Tabulahan', 'kabupaten', -2.7731, 119.1812],
  ['Jembatan Tabone', 'Mamasa', 'Mamasa – Nosu', 'kabupaten', -2.8521, 119.3912],
];

const MARK = 'seed.demo.bridges-bms';
const DAY = 86_400_000;

/** A number from the bridge's position in the list: the same demo on every machine. */
const pick = (i: number, salt: number, n: number) => ((i * 7919 + salt * 104_729) % 9973) % n;

/**
 * Gives the demo bridges their places, sizes and inspections, once (marked in audit_log), also on a
 * portal seeded before issue 17: only demo bridges still without coordinates are touched.
 */
export async function seedDemoBridgeDetails(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const done = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, MARK)).limit(1);
    if (done.length > 0) return false;
    const rows = await tx
      .select({ id: bridges.id, nama: bridges.nama, kondisi: bridges.kondisi, tahunBangun: bridges.tahunBangun })
      .from(bridges)
      .where(
        and(
          inArray(
            bridges.nama,
            PLACES.map((p) => p[0]),
          ),
          isNull(bridges.latitude),
        ),
      );
    const byName = new Map(rows.map((r) => [r.nama, r]));
    const now = Date.now();
    let inspected = 0;
    for (const [i, [nama, kabupaten, ruasJalan, statusJalan, latitude, longitude]] of PLACES.entries()) {
      const bridge = byName.get(nama);
      if (!bridge) continue;
      const bentang = 1 + pick(i, 1, 4);
      await tx
        .update(bridges)
        .set({
          kabupaten,
          ruasJalan,
          statusJalan,
          latitude,
          longitude,
          jumlahBentang: bentang,
          panjang: bentang * (18 + pick(i, 2, 25)) + pick(i, 3, 10) / 2,
          lebar: statusJalan === 'kabupaten' ? 4.5 + pick(i, 4, 3) / 2 : 7 + pick(i, 5, 3),
        })
        .where(eq(bridges.id, bridge.id));
      // Two or three inspections: an inventory, then routine ones; the latest gives today's kondisi.
      const latest = nkFromKondisi(bridge.kondisi) === 1 && pick(i, 6, 2) === 0 ? 0 : nkFromKondisi(bridge.kondisi);
      const count = 2 + pick(i, 7, 2);
      const values = Array.from({ length: count }, (_, k) => {
        const age = count - 1 - k; // 0 for the latest
        const nk = Math.max(0, latest - (age > 0 ? pick(i, 8 + k, 2) : 0)) as NilaiKondisi;
        const jenis: JenisInspeksi = k === 0 ? 'inventarisasi' : age === 0 && latest >= 3 ? 'detail' : JENIS_INSPEKSI[1];
        const element = (salt: number) => Math.min(5, Math.max(0, nk - pick(i, salt + k, 2))) as NilaiKondisi;
        return {
          bridgeId: bridge.id,
          inspectedAt: new Date(now - (age * 330 + 20 + pick(i, 9 + k, 60)) * DAY),
          jenis,
          inspector: 'Tim Pemeriksa Jembatan Bidang Bina Marga (contoh)',
          nilaiKondisi: nk,
          kondisi: kondisiFromNk(nk),
          ...(jenis === 'detail' || jenis === 'inventarisasi'
            ? { nkBangunanAtas: nk, nkBangunanBawah: element(20), nkFondasi: element(30), nkLantai: element(40), nkSandaran: element(50) }
            : {}),
          notes: age === 0 ? 'Data contoh untuk demo portal.' : null,
        };
      });
      await tx.insert(inspections).values(values);
      inspected += values.length;
    }
    await tx.insert(auditLog).values({ action: MARK, target: null, details: { bridges: byName.size, inspections: inspected } });
    return true;
  });
}
