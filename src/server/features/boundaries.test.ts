import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 36, item 1 (docs/server-features.md, ADR 055): the server's features, read from their files.
// Lint keeps each import to another feature on its index.ts; this keeps the whole map honest.

const ROOT = path.resolve(import.meta.dirname);
const FEATURES = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const sourceFiles = (feature: string) =>
  fs
    .readdirSync(path.join(ROOT, feature), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('factories'))
    .map((f) => path.join(ROOT, feature, f));

type Edge = { from: string; to: string; file: string; target: string };

function crossFeatureImports(): Edge[] {
  const edges: Edge[] = [];
  for (const feature of FEATURES) {
    for (const file of sourceFiles(feature)) {
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), spec!);
        const rel = path.relative(ROOT, target).split(path.sep);
        if (rel[0] === '..' || rel.length < 2 || rel[0] === feature) continue;
        edges.push({ from: feature, to: rel[0]!, file: path.relative(ROOT, file), target: rel.slice(1).join('/') });
      }
    }
  }
  return edges;
}

const SCHEMA = fs.readFileSync(path.resolve(ROOT, '../db/schema.ts'), 'utf8');
const TABLES = [...SCHEMA.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!);
// Written by every feature that needs them, by design: the audit row of every verb (STYLE.md), a
// request's status history, whichever service changed it, and the images the image layer serves.
const SHARED_TABLES = new Set(['auditLog', 'statusChanges', 'images']);

function writers(): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>();
  for (const feature of FEATURES) {
    for (const file of sourceFiles(feature)) {
      for (const [, table] of fs.readFileSync(file, 'utf8').matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
        if (!TABLES.includes(table!)) continue;
        byTable.set(table!, (byTable.get(table!) ?? new Set()).add(feature));
      }
    }
  }
  return byTable;
}

describe('server feature boundaries', () => {
  it('a feature uses another only through its index.ts, ten imports at most in all', () => {
    const edges = crossFeatureImports();
    expect(edges.filter((e) => e.target !== 'index.ts')).toEqual([]);
    expect(edges.length, edges.map((e) => `${e.file} → ${e.to}`).join('\n')).toBeLessThanOrEqual(10);
  });

  it('features depend on each other without a cycle', () => {
    const next = new Map(FEATURES.map((f) => [f, new Set<string>()]));
    for (const e of crossFeatureImports()) next.get(e.from)!.add(e.to);
    const cycles: string[] = [];
    const visit = (f: string, trail: string[]) => {
      if (trail.includes(f)) return void cycles.push([...trail.slice(trail.indexOf(f)), f].join(' → '));
      for (const to of next.get(f) ?? []) visit(to, [...trail, f]);
    };
    for (const f of FEATURES) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('each table is written by one feature, its owner (the shared ones named)', () => {
    const shared = [...writers()].filter(([table, by]) => by.size > 1 && !SHARED_TABLES.has(table));
    expect(shared.map(([table, by]) => `${table}: ${[...by].sort().join(', ')}`)).toEqual([]);
  });
});
