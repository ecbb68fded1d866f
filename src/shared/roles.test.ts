import { describe, expect, it } from 'vitest';
import { can, canonicalRole, isAdminRole, roleAllowed } from './roles.ts';

describe('canonicalRole', () => {
  it('maps both spellings of the spec to one stored role', () => {
    expect(canonicalRole('superadmin')).toBe('super_admin');
    expect(canonicalRole('super_admin')).toBe('super_admin');
    expect(canonicalRole('sirekanan')).toBe('admin_sirekanan');
    expect(canonicalRole('ujilab')).toBe('admin_ujilab');
    expect(canonicalRole('jembatantif')).toBe('admin_jembatantif');
    expect(canonicalRole('customer')).toBe('customer');
  });
  it('rejects unknown names', () => {
    expect(canonicalRole('root')).toBeNull();
    expect(canonicalRole('')).toBeNull();
    expect(canonicalRole(undefined)).toBeNull();
  });
});

describe('permissions', () => {
  it('treats every role except customer as admin', () => {
    expect(isAdminRole('customer')).toBe(false);
    expect(isAdminRole('admin_ujilab')).toBe(true);
  });
  it('follows the ARCHITECTURE.md matrix for bridges and users', () => {
    expect(can('admin_jembatantif', 'bridges.write')).toBe(true);
    expect(can('admin_sirekanan', 'bridges.write')).toBe(false);
    expect(can('admin_sirekanan', 'bridges.view_admin')).toBe(true);
    expect(can('super_admin', 'users.manage')).toBe(true);
    expect(can('admin_jembatantif', 'users.manage')).toBe(false);
    expect(can('customer', 'admin.dashboard')).toBe(false);
    expect(can(null, 'customer.services')).toBe(false);
  });
  it('reads the guard list in either spelling', () => {
    expect(roleAllowed('super_admin', ['superadmin'])).toBe(true);
    expect(roleAllowed('admin_ujilab', ['superadmin', 'sirekanan'])).toBe(false);
    expect(roleAllowed('admin_ujilab', ['admin_ujilab'])).toBe(true);
  });
});
