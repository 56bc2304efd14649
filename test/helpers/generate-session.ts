/** Synthetic branches for size tests and benchmarks: the generator lives in core/quality (the eval uses it too). */
export { generateBranch, toJsonl } from '../../core/quality/synthetic-branch';
