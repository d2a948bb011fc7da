import { dropTestTemplate, prepareTestTemplate, type TestTemplate } from '@rentas/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

let template: TestTemplate | undefined;

/** Migrates one template database for the whole run (PGlite dump, or PostgreSQL with DATABASE_URL). */
export async function setup(project: TestProject) {
  template = await prepareTestTemplate(process.env.DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
}

export async function teardown() {
  if (template) await dropTestTemplate(template);
}
