import { eq, sql } from 'drizzle-orm';
import type { Kabupaten } from '../../shared/kabupaten.ts';
import { geometryBounds, type LonLat, type RoadStatus } from '../../shared/roads.ts';
import { distanceMetres } from '../../shared/sulbar-geo.ts';
import { DEMO_SEED_LOCK } from './advisory-locks.ts';
import type { Db } from './client.ts';
import { auditLog, instansi, roadSections } from './schema.ts';

// Issue 39: a sample road register, so that a fresh `npm start` routes a damage report for real. The
// national Trans-Sulawesi road along the west coast (Batas Sulsel – Polewali – Majene – Malunda – Mamuju
// – Kalukku – Topoyo – Baras – Pasangkayu), numbered as the demo bridges name their ruas, three
// provincial roads and one kabupaten road per kabupaten; the owners of each status of road. Lines are
// drawn through the towns and demo bridges on the way and given a vertex at least every 1.5 km; they
// follow the real roads roughly, not survey-exactly. Every ruas is named "(contoh)", every
// e-mail is at contoh.example (a domain that can never receive mail): sample data, not the office's.

const MARK = 'seed.demo.roads';
const SAMPLE = ' (contoh)';
/** The longest step between two vertices of a drawn line, metres. */
export const DEMO_VERTEX_STEP_M = 1_500;

type Waypoint = [lat: number, lon: number];
type Condition = { surface: string; baik: number; sedang: number; rusakRingan: number; year: number };
type RuasSeed = { noRuas: string; name: string; status: RoadStatus; kabupaten: Kabupaten; via: Waypoint[]; condition?: Condition };

// prettier-ignore
const RUAS: RuasSeed[] = [
  { noRuas: '011', name: 'Batas Sulsel – Polewali', status: 'Nasional', kabupaten: 'Polewali Mandar',
    via: [[-3.49, 119.456], [-3.47, 119.433], [-3.4502, 119.4008], [-3.43, 119.37], [-3.4141, 119.3421]],
    condition: { surface: 'Aspal', baik: 0.7, sedang: 0.2, rusakRingan: 0.1, year: 2025 } },
  { noRuas: '010', name: 'Polewali – Majene', status: 'Nasional', kabupaten: 'Polewali Mandar',
    via: [[-3.4141, 119.3421], [-3.409, 119.3], [-3.405, 119.26], [-3.4032, 119.2214], [-3.42, 119.19], [-3.445, 119.16],
      [-3.4718, 119.1327], [-3.488, 119.1], [-3.5014, 119.0712], [-3.515, 119.04], [-3.53, 119.005], [-3.5403, 118.9707]],
    condition: { surface: 'Aspal', baik: 0.65, sedang: 0.25, rusakRingan: 0.07, year: 2025 } },
  { noRuas: '009', name: 'Majene – Malunda', status: 'Nasional', kabupaten: 'Majene',
    via: [[-3.5403, 118.9707], [-3.515, 118.955], [-3.485, 118.938], [-3.4521, 118.9233], [-3.42, 118.915], [-3.385, 118.908],
      [-3.3512, 118.9021], [-3.31, 118.893], [-3.265, 118.88], [-3.22, 118.87], [-3.17, 118.865], [-3.12, 118.86],
      [-3.06, 118.858], [-3.0042, 118.8617]],
    condition: { surface: 'Aspal', baik: 0.55, sedang: 0.3, rusakRingan: 0.1, year: 2025 } },
  { noRuas: '008', name: 'Malunda – Mamuju', status: 'Nasional', kabupaten: 'Mamuju',
    via: [[-3.0042, 118.8617], [-2.96, 118.85], [-2.91, 118.838], [-2.87, 118.83], [-2.82, 118.825], [-2.77, 118.835],
      [-2.73, 118.855], [-2.7, 118.875], [-2.6786, 118.8885]] },
  { noRuas: '001', name: 'Mamuju – Kalukku', status: 'Nasional', kabupaten: 'Mamuju',
    via: [[-2.6786, 118.8885], [-2.645, 118.9], [-2.61, 118.915], [-2.575, 118.93], [-2.54, 118.945], [-2.505, 118.96], [-2.4706, 118.9745]],
    condition: { surface: 'Aspal', baik: 0.8, sedang: 0.15, rusakRingan: 0.05, year: 2025 } },
  { noRuas: '002', name: 'Kalukku – Topoyo', status: 'Nasional', kabupaten: 'Mamuju',
    via: [[-2.4706, 118.9745], [-2.43, 118.995], [-2.39, 119.02], [-2.35, 119.04], [-2.3, 119.06], [-2.2511, 119.0817],
      [-2.21, 119.125], [-2.1703, 119.1712], [-2.13, 119.2], [-2.08, 119.23], [-2.0317, 119.2608], [-2.01, 119.28]] },
  { noRuas: '003', name: 'Topoyo – Baras', status: 'Nasional', kabupaten: 'Mamuju Tengah',
    via: [[-2.01, 119.28], [-1.97, 119.3], [-1.92, 119.325], [-1.87, 119.35], [-1.815, 119.37], [-1.7602, 119.3811],
      [-1.71, 119.375], [-1.655, 119.368], [-1.6034, 119.3627], [-1.55, 119.358], [-1.5011, 119.3542]],
    condition: { surface: 'Aspal', baik: 0.5, sedang: 0.3, rusakRingan: 0.12, year: 2024 } },
  { noRuas: '004', name: 'Baras – Pasangkayu', status: 'Nasional', kabupaten: 'Pasangkayu',
    via: [[-1.5011, 119.3542], [-1.45, 119.36], [-1.41, 119.365], [-1.3812, 119.3705], [-1.33, 119.375], [-1.28, 119.378],
      [-1.225, 119.38], [-1.1733, 119.3806]] },
  { noRuas: '76.001', name: 'Polewali – Mamasa', status: 'Provinsi', kabupaten: 'Mamasa',
    via: [[-3.4141, 119.3421], [-3.37, 119.35], [-3.32, 119.345], [-3.27, 119.338], [-3.22, 119.33], [-3.16, 119.325],
      [-3.1027, 119.3318], [-3.06, 119.34], [-3.02, 119.355], [-2.98, 119.365], [-2.9443, 119.374]],
    condition: { surface: 'Aspal', baik: 0.35, sedang: 0.3, rusakRingan: 0.2, year: 2025 } },
  { noRuas: '76.002', name: 'Wonomulyo – Tapango', status: 'Provinsi', kabupaten: 'Polewali Mandar',
    via: [[-3.4032, 119.2214], [-3.37, 119.235], [-3.3311, 119.2513], [-3.3, 119.26]],
    condition: { surface: 'Aspal', baik: 0.6, sedang: 0.25, rusakRingan: 0.1, year: 2025 } },
  { noRuas: '76.003', name: 'Topoyo – Tobadak', status: 'Provinsi', kabupaten: 'Mamuju Tengah',
    via: [[-2.01, 119.28], [-2.03, 119.31], [-2.055, 119.34], [-2.0825, 119.3644]] },
  { noRuas: '7604.001', name: 'Kalukku – Tommo', status: 'Kabupaten', kabupaten: 'Mamuju',
    via: [[-2.45, 118.985], [-2.43, 119.04], [-2.41, 119.1], [-2.395, 119.16], [-2.3833, 119.2294]],
    condition: { surface: 'Lapen', baik: 0.3, sedang: 0.3, rusakRingan: 0.2, year: 2024 } },
  { noRuas: '7606.001', name: 'Tobadak – Pangale', status: 'Kabupaten', kabupaten: 'Mamuju Tengah',
    via: [[-2.0825, 119.3644], [-2.105, 119.4], [-2.125, 119.435], [-2.1398, 119.4607]] },
  { noRuas: '7605.001', name: 'Sarudu – Dapurang', status: 'Kabupaten', kabupaten: 'Pasangkayu',
    via: [[-1.6034, 119.3627], [-1.55, 119.4], [-1.49, 119.44], [-1.43, 119.48], [-1.37, 119.52], [-1.3011, 119.5528]] },
  { noRuas: '7601.001', name: 'Sendana – Tammerodo', status: 'Kabupaten', kabupaten: 'Majene',
    via: [[-3.3512, 118.9021], [-3.34, 118.935], [-3.33, 118.97], [-3.32, 119.0]] },
  { noRuas: '7602.001', name: 'Wonomulyo – Mapilli', status: 'Kabupaten', kabupaten: 'Polewali Mandar',
    via: [[-3.4032, 119.2214], [-3.38, 119.205], [-3.355, 119.19]],
    condition: { surface: 'Aspal', baik: 0.45, sedang: 0.35, rusakRingan: 0.15, year: 2025 } },
  { noRuas: '7603.001', name: 'Mamasa – Mambi', status: 'Kabupaten', kabupaten: 'Mamasa',
    via: [[-2.9443, 119.374], [-2.945, 119.33], [-2.948, 119.28], [-2.95, 119.23], [-2.9512, 119.1811]] },
];

const KABUPATEN_OFFICES: Kabupaten[] = ['Majene', 'Polewali Mandar', 'Mamasa', 'Mamuju', 'Pasangkayu', 'Mamuju Tengah'];
const mailbox = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@contoh.example`;

const INSTANSI: (typeof instansi.$inferInsert)[] = [
  { name: 'BBPJN Sulawesi Barat', email: mailbox('bbpjn-sulbar'), roadStatus: 'Nasional', kabupaten: null },
  { name: 'Dinas PUPR Provinsi Sulawesi Barat', email: null, roadStatus: 'Provinsi', kabupaten: null, isThisOffice: true },
  ...KABUPATEN_OFFICES.map((k) => ({
    name: `Dinas PUPR Kabupaten ${k}`,
    email: mailbox(`pupr-${k}`),
    roadStatus: 'Kabupaten' as const,
    kabupaten: k,
  })),
];

/** The waypoints as a GeoJSON line ([lon, lat]) with a vertex at least every DEMO_VERTEX_STEP_M. */
function drawLine(via: Waypoint[]): LonLat[] {
  const line: LonLat[] = [[via[0]![1], via[0]![0]]];
  for (let i = 1; i < via.length; i++) {
    const [aLat, aLon] = via[i - 1]!;
    const [bLat, bLon] = via[i]!;
    const steps = Math.ceil(distanceMetres({ lat: aLat, lng: aLon }, { lat: bLat, lng: bLon }) / DEMO_VERTEX_STEP_M);
    for (let s = 1; s <= steps; s++) {
      const f = s / steps;
      line.push([Number((aLon + (bLon - aLon) * f).toFixed(6)), Number((aLat + (bLat - aLat) * f).toFixed(6))]);
    }
  }
  return line;
}

const lengthKm = (line: LonLat[]) =>
  line.slice(1).reduce((sum, [lon, lat], i) => sum + distanceMetres({ lat: line[i]![1], lng: line[i]![0] }, { lat, lng: lon }), 0) / 1000;

const km = (x: number) => Math.round(x * 100) / 100;

/**
 * Seeds the sample ruas and instansi once (marked in audit_log), under the demo lock so that two
 * instances seed once. A ruas number or an instansi (by name, or by the status and kabupaten it answers
 * for) that is already there is left as it is: an office that registered its own keeps it.
 */
export async function seedDemoRoads(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const done = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, MARK)).limit(1);
    if (done.length > 0) return false;
    const owners = await tx.insert(instansi).values(INSTANSI).onConflictDoNothing().returning({ id: instansi.id });
    const sections = await tx
      .insert(roadSections)
      .values(
        RUAS.map((r) => {
          const coordinates = drawLine(r.via);
          const geometry = { type: 'LineString' as const, coordinates };
          const length = km(lengthKm(coordinates));
          const c = r.condition;
          return {
            noRuas: r.noRuas,
            name: `${r.name}${SAMPLE}`,
            status: r.status,
            kabupaten: r.kabupaten,
            lengthKm: length,
            geometry,
            ...geometryBounds(geometry),
            ...(c && {
              surface: c.surface,
              kondisiBaikKm: km(length * c.baik),
              kondisiSedangKm: km(length * c.sedang),
              kondisiRusakRinganKm: km(length * c.rusakRingan),
              kondisiRusakBeratKm: km(Math.max(0, length * (1 - c.baik - c.sedang - c.rusakRingan))),
              kondisiYear: c.year,
            }),
          };
        }),
      )
      .onConflictDoNothing({ target: roadSections.noRuas })
      .returning({ id: roadSections.id });
    await tx.insert(auditLog).values({ action: MARK, target: null, details: { ruas: sections.length, instansi: owners.length } });
    return true;
  });
}
