import type { EndpointId } from '../../src/api/endpoints';
import { CATALOGUE_TENANT } from '../db/seed/detector-schemas';
import { db } from '../db/store';
import type { ContractCase } from './case';

const catalogueEntry = (name: string) => {
  const s = db.tables.schema.list(CATALOGUE_TENANT).find((x) => x.name === name);
  if (!s) throw new Error(`seed has no ${name} schema`);
  return s;
};

/** Registration of the global schema catalogue (no tenant owns an entry: no foreign case). */
export const catalogueCases: Partial<Record<EndpointId, ContractCase>> = {
  schemaCreate: {
    ok: () => ({
      body: {
        name: 'DetectorContractTest',
        version: '0.1.0',
        title: 'Contract test detector',
        tags: ['SECURITY'],
        networkTags: ['EVM'],
        schema: { type: 'object', properties: { threshold: { type: 'string' } } },
        uiSchema: { 'ui:order': ['threshold'] },
      },
    }),
    bad: () => ({
      body: { name: '1 bad', version: 'v1', icon: 'ftp://x', schema: { type: 'object' } },
      expect: ['name', 'version', 'icon'],
    }),
  },
  schemaUpdate: {
    ok: () => ({
      params: { id: catalogueEntry('DetectorAml').id },
      body: { description: 'Screens counterparties.' },
    }),
    bad: () => {
      const s = catalogueEntry('DetectorGasMonitor');
      return {
        params: { id: s.id },
        body: { schema: { type: 'object', properties: {} } },
        expect: ['version'],
      };
    },
  },
  schemaDelete: {
    // An entry no detector uses (one in use answers 409: catalogue.test.ts).
    ok: () => {
      const s = db.tables.schema.insert(CATALOGUE_TENANT, {
        ...catalogueEntry('DetectorAml'),
        id: db.nextId(),
        version: `9.${db.sequence}.0`,
      });
      return { params: { id: s.id } };
    },
  },
};
