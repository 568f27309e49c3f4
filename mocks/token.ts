/**
 * Prints a demo API key for the mock service.
 *   npm run mock:token -- --tenant 2 [--roles admin,extractor-admin] [--lifetime 3600]
 * The key alone is on the last line, so `$(npm run -s mock:token | tail -1)` captures it.
 */
import { parseArgs } from 'node:util';
import { mintKey } from './lib/auth';
import { TENANT_A } from './db/seed/foundation';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    roles: { type: 'string' },
    lifetime: { type: 'string' },
  },
});

const tenantId = values.tenant ? Number(values.tenant) : TENANT_A;
if (!Number.isInteger(tenantId) || tenantId <= 0) {
  console.error(`--tenant must be a positive integer, got '${values.tenant}'`);
  process.exit(2);
}
const lifetime = values.lifetime ? Number(values.lifetime) : undefined;
const roles = values.roles
  ? values.roles
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
  : undefined;
const key = await mintKey({ tenantId, roles, lifetime, subject: `api-key-${tenantId}` });
console.log(`Demo API key for tenant ${tenantId}, signed with the documented demo secret:`);
console.log(key);
