import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates.ts';

/**
 * Migrates and seeds once per run; each test file's `createTestApp()` then copies the result
 * instead of migrating and seeding its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await makeDatabaseTemplates(process.env.DATABASE_URL || undefined);
  project.provide('databaseTemplates', templates);
  return remove;
}
