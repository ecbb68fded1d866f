import { describe, expect, it } from 'vitest';
import { ERROR_SCREEN } from '../../../shared/strings.ts';
import { ADMIN_PAGE_ROLES, forbiddenDescription } from './admin-guard.tsx';

describe("forbiddenDescription (the 'Akses Ditolak' toast)", () => {
  it('names the roles a page is for with their human names, joined with atau', () => {
    expect(forbiddenDescription(ADMIN_PAGE_ROLES.superadminOnly)).toBe('Halaman ini hanya untuk Super Admin.');
    expect(forbiddenDescription(ADMIN_PAGE_ROLES.ujilab)).toBe('Halaman ini hanya untuk Admin Uji Lab atau Super Admin.');
    expect(forbiddenDescription(ADMIN_PAGE_ROLES.laporan)).toBe(
      'Halaman ini hanya untuk Admin Jembatantif, Admin Jalan, atau Super Admin.',
    );
  });

  it('reads both spellings of a role', () => {
    expect(forbiddenDescription(['admin_sirekanan', 'superadmin'])).toBe('Halaman ini hanya untuk Admin Sirekanan atau Super Admin.');
  });

  it('a page for every admin says so instead of listing five roles', () => {
    expect(forbiddenDescription(ADMIN_PAGE_ROLES.dashboard)).toBe(ERROR_SCREEN.onlyForAdmins);
  });

  it("the bridges' admin table is for the services' staff: the PPID officer is not among them (issue 16)", () => {
    const text = forbiddenDescription(ADMIN_PAGE_ROLES.jembatantif);
    expect(text).toContain('Admin Jembatantif');
    expect(text).toContain('Super Admin');
    expect(text).not.toContain('Admin PPID');
    expect(forbiddenDescription(ADMIN_PAGE_ROLES.ppid)).toBe(ERROR_SCREEN.onlyFor('Admin PPID atau Super Admin'));
  });
});
