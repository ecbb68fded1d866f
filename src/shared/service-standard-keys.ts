import type { LabTariffLine } from './ujilab-tariff-strings.ts';
import type { JenisUji } from './constants.ts';

// Service standards' keys and shapes without zod (docs/decisions/029-service-standards.md): the pages
// that only show a standard stay light; the input schemas are in service-standard-schemas.ts.

/** The four services' standards, by the segment of their page (`/layanan/{key}/standar`). */
export const STANDARD_KEYS = ['sirekanan', 'ujilab', 'lapor-kerusakan', 'jembatantif'] as const;
export type StandardKey = (typeof STANDARD_KEYS)[number];
/** Every document the CMS edits here: the four standards and the pledge. */
export const STANDARD_DOCUMENTS = [...STANDARD_KEYS, 'maklumat'] as const;
export type StandardDocument = (typeof STANDARD_DOCUMENTS)[number];

/** The components of a standard the public sees (PermenPANRB 15/2014, service-delivery part). */
export const STANDARD_SECTIONS = ['persyaratan', 'prosedur', 'jangkaWaktu', 'biaya', 'produk', 'pengaduan'] as const;
export type StandardSection = (typeof STANDARD_SECTIONS)[number];

type TariffRow = { jenisUji: JenisUji; pengujian: string; satuan: string; tarif: number };
export type StandardData = { sections: Record<StandardSection, string>; tariffs: TariffRow[] };
export type PledgeData = { content: string };

/** `labTariff`: Uji Lab's active tests with today's prices, read from the tariff (issue 40, item 1); empty for the others. */
export type ServiceStandard = StandardData & { key: StandardKey; updatedAt: string | null; labTariff: LabTariffLine[] };
export type ServicePledge = PledgeData & { updatedAt: string | null };
export type StandardRevision = { id: string; savedBy: string | null; savedAt: string; changed: string[] };
