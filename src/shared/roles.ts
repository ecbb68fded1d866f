// The spec stores roles as `super_admin`, `admin_sirekanan`, … while its route guard speaks of
// `superadmin`, `sirekanan`, …; this module is the only place that reads either spelling.
export const ROLES = [
  'customer',
  'admin_sirekanan',
  'admin_ujilab',
  'admin_jembatantif',
  'admin_jalan',
  'admin_ppid',
  'super_admin',
] as const;
export type Role = (typeof ROLES)[number];
export type AdminRole = Exclude<Role, 'customer'>;

const SPELLINGS: Record<string, Role> = {
  customer: 'customer',
  admin_sirekanan: 'admin_sirekanan',
  sirekanan: 'admin_sirekanan',
  admin_ujilab: 'admin_ujilab',
  ujilab: 'admin_ujilab',
  admin_jembatantif: 'admin_jembatantif',
  jembatantif: 'admin_jembatantif',
  admin_jalan: 'admin_jalan',
  jalan: 'admin_jalan',
  admin_ppid: 'admin_ppid',
  ppid: 'admin_ppid',
  super_admin: 'super_admin',
  superadmin: 'super_admin',
};

/** Maps any spelling of a role to the canonical stored role, or null when unknown. */
export function canonicalRole(value: string | null | undefined): Role | null {
  if (!value) return null;
  return SPELLINGS[value.trim().toLowerCase()] ?? null;
}

export function isAdminRole(role: Role | null | undefined): role is AdminRole {
  return role != null && role !== 'customer';
}

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  admin_sirekanan: 'Admin Sirekanan',
  admin_ujilab: 'Admin Uji Lab',
  admin_jembatantif: 'Admin Jembatantif',
  admin_jalan: 'Admin Jalan',
  admin_ppid: 'Admin PPID',
  super_admin: 'Super Admin',
};

/** Capabilities of ARCHITECTURE.md §5; the server asks `can`, the UI uses it only to hide. */
export type Capability =
  | 'customer.services'
  | 'admin.dashboard'
  | 'sirekanan.manage'
  | 'ujilab.manage'
  | 'ujilab.cashier'
  | 'bridges.view_admin'
  | 'bridges.write'
  | 'damage-reports.manage'
  | 'damage-reports.targets'
  | 'users.manage'
  | 'cms.manage'
  | 'contact-inbox.manage'
  | 'outbox.manage'
  | 'system.view'
  | 'skm.manage'
  | 'open311.keys'
  | 'ppid.manage'
  | 'ppid.objections'
  | 'roads.manage'
  | 'ujilab.tariff';

const ALL_ADMINS: readonly Role[] = ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'admin_jalan', 'admin_ppid', 'super_admin'];
// The services' staff: the PPID officer has the PPID rows and the dashboard, nothing else (ARCHITECTURE.md §5).
const SERVICE_STAFF: readonly Role[] = ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'admin_jalan', 'super_admin'];

const MATRIX: Record<Capability, readonly Role[]> = {
  'customer.services': ['customer'],
  'admin.dashboard': ALL_ADMINS,
  'sirekanan.manage': ['admin_sirekanan', 'super_admin'],
  'ujilab.manage': ['admin_ujilab', 'super_admin'],
  // Issue 40, item 3: the lab's cashier records a bill paid at the counter.
  'ujilab.cashier': ['admin_ujilab', 'super_admin'],
  'bridges.view_admin': SERVICE_STAFF,
  'bridges.write': ['admin_jembatantif', 'super_admin'],
  // Issue 39: road engineers handle the damage reports on their roads too.
  'damage-reports.manage': ['admin_jembatantif', 'admin_jalan', 'super_admin'],
  // Issue 15, item 6: the working days a report of each type may take.
  'damage-reports.targets': ['super_admin'],
  'users.manage': ['super_admin'],
  'cms.manage': ['super_admin'],
  'contact-inbox.manage': ['super_admin'],
  'outbox.manage': ['super_admin'],
  'system.view': ['super_admin'],
  // Issue 16: the SKM's answers, suggestions to publish and the IKM's workings.
  'skm.manage': ['super_admin'],
  // Issue 15, item 10: keys other systems send damage reports with.
  'open311.keys': ['super_admin'],
  // Issue 16: the information desk (UU 14/2008); objections are answered by the superior.
  'ppid.manage': ['admin_ppid', 'super_admin'],
  'ppid.objections': ['super_admin'],
  // Issue 39: the road-section register (ruas) and the authorities (instansi) that own the roads.
  'roads.manage': ['admin_jalan', 'super_admin'],
  // Issue 40, item 1: the lab's tariff (tests, prices and their history).
  'ujilab.tariff': ['admin_ujilab', 'super_admin'],
};

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && MATRIX[capability].includes(role);
}

/** The route guard's list (any spelling) → does this role pass? */
export function roleAllowed(role: Role | null | undefined, allowed: readonly string[]): boolean {
  if (!role) return false;
  return allowed.some((name) => canonicalRole(name) === role);
}
