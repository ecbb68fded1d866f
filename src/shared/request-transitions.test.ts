import { describe, expect, it } from 'vitest';
import type { RequestKind } from './admin-schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from './constants.ts';
import {
  LAB_STATUSES,
  mayForward,
  mayMove,
  mayStep,
  needsReason,
  OFFICE_STATUSES,
  STATUS_RULES,
  statusesFrom,
  statusesOf,
} from './request-transitions.ts';

const KINDS = Object.keys(STATUS_RULES) as RequestKind[];
const FROM: (RequestStatus | null)[] = [null, ...OFFICE_STATUSES];

describe('the status moves of every request service (spec §4, issue 13)', () => {
  it('covers Sirekanan, Uji Lab and damage reports', () => {
    expect(KINDS.sort()).toEqual(['damage-reports', 'sirekanan', 'ujilab']);
  });

  it.each(['sirekanan', 'damage-reports'] as const)(
    '%s: an admin may set Diproses, Selesai or Ditolak from any state, and take a request back to Diajukan',
    (kind) => {
      for (const from of FROM) {
        for (const to of OFFICE_STATUSES) expect(mayMove(kind, from, to), `${from} → ${to}`).toBe(true);
        expect(statusesFrom(kind, from)).toEqual(OFFICE_STATUSES);
      }
    },
  );

  it.each(KINDS)('%s: a status change never sets Diteruskan (only a forwarding, naming its instansi, does)', (kind) => {
    for (const from of FROM) expect(mayMove(kind, from, 'Diteruskan'), `${from} → Diteruskan`).toBe(false);
    expect(statusesFrom(kind, 'Diteruskan')).toEqual(['Diteruskan']);
  });

  it.each(['sirekanan', 'damage-reports'] as const)('%s: never takes a status of Uji Lab', (kind) => {
    for (const from of [null, ...REQUEST_STATUSES])
      for (const to of LAB_STATUSES) if (from !== to) expect(mayStep(kind, from, to), `${from} → ${to}`).toBe(false);
  });

  it('only a damage report may be forwarded, and not while it already is', () => {
    expect(mayForward('damage-reports', 'Diproses')).toBe(true);
    expect(mayForward('damage-reports', null)).toBe(true);
    expect(mayForward('damage-reports', 'Diteruskan')).toBe(false);
    expect(mayForward('sirekanan', 'Diproses')).toBe(false);
    expect(mayForward('ujilab', 'Diproses')).toBe(false);
  });

  it.each(KINDS)('%s: only a refusal must say why', (kind) => {
    expect(REQUEST_STATUSES.filter((s) => needsReason(kind, s))).toEqual(['Ditolak']);
  });
});

describe('Menunggu Pembayaran (issue 40, item 3): only an Uji Lab bill sets it', () => {
  it.each(KINDS)('%s: a status change never sets Menunggu Pembayaran', (kind) => {
    for (const from of FROM) expect(mayMove(kind, from, 'Menunggu Pembayaran'), `${from} → Menunggu Pembayaran`).toBe(false);
  });

  it('a billed Uji Lab request may only be refused by staff (the payment moves it on)', () => {
    expect(statusesFrom('ujilab', 'Menunggu Pembayaran')).toEqual(['Menunggu Pembayaran', 'Ditolak']);
    expect(mayMove('ujilab', 'Menunggu Pembayaran', 'Diproses')).toBe(false);
    expect(mayMove('ujilab', 'Menunggu Pembayaran', 'Selesai')).toBe(false);
  });

  it("each service's list and figures offer only the statuses it can be in", () => {
    expect(statusesOf('ujilab')).toContain('Menunggu Pembayaran');
    expect(statusesOf('ujilab')).not.toContain('Diteruskan');
    expect(statusesOf('sirekanan')).not.toContain('Menunggu Pembayaran');
    expect(statusesOf('damage-reports')).toContain('Diteruskan');
    expect(statusesOf('damage-reports')).not.toContain('Menunggu Pembayaran');
  });
});

describe('the Uji Lab state machine (issue 40, item 4)', () => {
  const PATH: RequestStatus[] = ['Diajukan', 'Menunggu Pembayaran', 'Menunggu Sampel', 'Dalam Pengujian', 'Selesai'];

  it('goes Diajukan → Menunggu Pembayaran → Menunggu Sampel → Dalam Pengujian → Selesai, one step at a time', () => {
    for (let i = 0; i + 1 < PATH.length; i += 1)
      expect(mayStep('ujilab', PATH[i]!, PATH[i + 1]!), `${PATH[i]} → ${PATH[i + 1]}`).toBe(true);
    // No step is skipped: no test before its sample, no sample before its payment, no result before its test.
    expect(mayStep('ujilab', 'Diajukan', 'Dalam Pengujian')).toBe(false);
    expect(mayStep('ujilab', 'Menunggu Pembayaran', 'Dalam Pengujian')).toBe(false);
    expect(mayStep('ujilab', 'Menunggu Pembayaran', 'Selesai')).toBe(false);
    expect(mayStep('ujilab', 'Menunggu Sampel', 'Selesai')).toBe(false);
    expect(mayStep('ujilab', 'Diajukan', 'Selesai')).toBe(false);
    // Nor goes back: a paid request is not billed again.
    expect(mayStep('ujilab', 'Menunggu Sampel', 'Menunggu Pembayaran')).toBe(false);
    expect(mayStep('ujilab', 'Dalam Pengujian', 'Menunggu Sampel')).toBe(false);
  });

  it('may be refused at any step before its end, with a reason', () => {
    for (const from of [null, ...PATH.slice(0, -1), 'Diproses', 'Perlu Dilengkapi'] as const) {
      expect(mayMove('ujilab', from, 'Ditolak'), `${from} → Ditolak`).toBe(true);
    }
    expect(needsReason('ujilab', 'Ditolak')).toBe(true);
    expect(mayMove('ujilab', 'Selesai', 'Ditolak')).toBe(false);
  });

  it('the status control never sets a step its own verb takes (the bill, the payment, the arrival)', () => {
    for (const from of [null, ...REQUEST_STATUSES]) {
      for (const to of LAB_STATUSES) if (from !== to) expect(mayMove('ujilab', from, to), `${from} → ${to}`).toBe(false);
    }
    expect(statusesFrom('ujilab', 'Dalam Pengujian')).toEqual(['Dalam Pengujian', 'Selesai', 'Ditolak']);
    expect(statusesFrom('ujilab', 'Menunggu Sampel')).toEqual(['Menunggu Sampel', 'Ditolak']);
  });
});
