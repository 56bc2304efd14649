/** Pure building blocks of summary generation: budgets, prompt assembly, fold planning, error facts. */
export * from './assemble-prompt';
export * from './budgets';
export * from './provider-error-patterns';
export * from './plan-fold-windows';
export * from './reasoning';
export * from './retry-after';
export * from './prompt-templates';
