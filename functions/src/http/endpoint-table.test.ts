// docs/api-endpoints.md must be what the contracts say: regenerate it with `npm run docs:api` after changing one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLE_FILE, endpointTable } from './endpoint-table';
import { ROUTE_POLICIES, routeKey } from './route-policies';

describe('the endpoint table', () => {
  const table = endpointTable();

  it(`is up to date in ${ENDPOINT_TABLE_FILE} (npm run docs:api writes it)`, () => {
    expect(readFileSync(resolve(__dirname, '../../..', ENDPOINT_TABLE_FILE), 'utf8')).toBe(table);
  });

  it('lists every route once', () => {
    for (const policy of ROUTE_POLICIES) {
      const path = policy.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
      const rows = table
        .split('\n')
        .filter((line) => line.startsWith(`| \`${policy.method} ${path}\``) || line.startsWith(`| \`${policy.method} ${policy.path}\``));
      expect(rows, routeKey(policy.method, policy.path)).toHaveLength(1);
    }
  });
});
