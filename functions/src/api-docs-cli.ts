// `npm run docs:api`: writes docs/api-endpoints.md from the route contracts (http/endpoint-table.ts). Entry point only.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENDPOINT_TABLE_FILE, endpointTable } from './http/endpoint-table';

const file = resolve(__dirname, '../..', ENDPOINT_TABLE_FILE);
writeFileSync(file, endpointTable());
process.stdout.write(`Wrote ${ENDPOINT_TABLE_FILE}\n`);
