import { ROUTES } from '@nutri/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/helper';

/**
 * Every API call the server answers is a row of the contracts' endpoint table and every row is served,
 * read from the OpenAPI document the server builds from its registered routes.
 */
describe('the endpoint table drives the routes', () => {
  let t: TestApp;
  let served: string[];
  beforeAll(async () => {
    t = await testApp();
    const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    served = Object.entries(doc.paths ?? {})
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`),
      );
  });
  afterAll(() => t.close());

  it('serves each row of the table at its method and path', () => {
    const rows = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(served).toEqual(expect.arrayContaining(rows));
  });

  it('serves no API call that is missing from the table', () => {
    const rows = new Set(Object.values(ROUTES).map((r) => `${r.method} ${r.path}`));
    expect(served.length).toBeGreaterThanOrEqual(rows.size);
    expect(served.filter((s) => !rows.has(s))).toEqual([]);
  });
});
