/** The detector rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD } from '../endpoint';
import {
  CreateDetectorSchema,
  DetectorRecordSchema,
  DetectorSchemaSchema,
  RegisterSchemaSchema,
  UpdateDetectorSchema,
  UpdateSchemaSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const detectorEndpoints = {
  schemaSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/schema/search', body: SearchBodySchema, response: searchResultSchema(DetectorSchemaSchema), source: 'inferred', note: 'real-service notes, Detector schemas (confirmed)' }),
  schemaGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/schema/{id}', body: null, response: DetectorSchemaSchema, source: 'inferred', note: 'real-service notes, Detector schemas (confirmed)' }),
  schemaCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/schema', body: RegisterSchemaSchema, response: DetectorSchemaSchema, source: 'inferred', note: 'registration of a catalogue entry; the catalogue is global, so admin keys only (403 otherwise); name+version unique' }),
  schemaUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/schema/{id}', body: UpdateSchemaSchema, response: DetectorSchemaSchema, source: 'inferred', note: 'real-service notes, Detector schemas (PUT confirmed); a changed config JSON Schema needs a new version (400); admin keys only' }),
  schemaDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/schema/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: 'real-service notes, Detector schemas (DELETE confirmed); admin keys only; 409 while detectors use it' }),
  detectorSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/search', body: SearchBodySchema, response: searchResultSchema(DetectorRecordSchema), source: 'spec', note: '' }),
  detectorCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/detector', body: CreateDetectorSchema, response: DetectorRecordSchema, source: 'inferred', note: 'real create body (confirmed)' }),
  detectorGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/detector/{id}', body: null, response: DetectorRecordSchema, source: 'inferred', note: `${CRUD} (confirmed for detector)` }),
  detectorUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/detector/{id}', body: UpdateDetectorSchema, response: DetectorRecordSchema, source: 'inferred', note: 'partial bodies accepted (confirmed)' }),
  detectorDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/detector/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD} (confirmed for detector)` }),
} as const;
