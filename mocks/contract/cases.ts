import type { EndpointId } from '../../src/api/endpoints';
import type { ContractCase } from './case';
import { adminCases } from './admin-cases';
import { catalogueCases } from './catalogue-cases';
import { chainCases } from './chain-cases';
import { peopleCases } from './people-cases';
import { projectCases } from './project-cases';

/** Every endpoint of the table has a case: a missing one fails the "table is covered" test. */
export const cases: Partial<Record<EndpointId, ContractCase>> = {
  ...projectCases,
  ...chainCases,
  ...catalogueCases,
  ...adminCases,
  ...peopleCases,
};
