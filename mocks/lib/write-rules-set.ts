// What `loadWriteRules()` (./write-rules.ts) loads, as one module of its own: imported
// dynamically, it is the one that carries a namespace object, not the console's shared chunks.
export { addressProblem, checkEvm, checkTron } from '../../src/api/rules/address';
export { triggerConfigProblems } from '../../src/api/rules/trigger-config';
