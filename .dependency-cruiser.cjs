// The import structure CI checks (`npm run check:structure`; docs/architecture.md, "Rings"): no import circle
// between files, type-only imports included, and no arrow running up the rings. ESLint's per-folder rules say the
// same per import; this sees the whole graph.
const ring = (name) => `^${name}/`;
const upFrom = (from, allowed, comment) => ({
  name: `${from}-imports-only-below`,
  comment,
  severity: 'error',
  from: { path: ring(from) },
  to: { path: '^(core|schema|store|activities|workflows|worker|service|server|cli|client|ui|bin)/', pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files import one way: a circle (type-only ones too) means a shared type wants a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    upFrom('core', '^core/', 'core/ is pure and imports only core/.'),
    upFrom('schema', '^schema/', 'schema/ holds table definitions only.'),
    upFrom('store', '^(core|schema|store)/', 'store/ is the repository over schema/: core/ and schema/ only.'),
    upFrom('activities', '^(core|schema|store|activities)/', 'activities/ wrap effects over store/ and core/.'),
    {
      name: 'workflows-import-values-only-from-core',
      comment: 'Workflow code: values from core/ and workflows/ only; activities and the store as types.',
      severity: 'error',
      from: { path: ring('workflows') },
      to: { path: '^(schema|store|activities)/', dependencyTypesNot: ['type-only'] },
    },
    upFrom('workflows', '^(core|schema|store|activities|workflows)/', 'workflows/ never reach the composition roots.'),
    upFrom('worker', '^(core|schema|store|activities|workflows|worker)/', 'worker/ composes what is below it.'),
    upFrom(
      'service',
      '^(core|schema|store|activities|workflows|worker|service)/',
      'service/ sits below server/ and cli/.',
    ),
    upFrom(
      'server',
      '^(core|schema|store|activities|workflows|worker|service|server)/|^ui/build\\.ts$',
      'server/ never imports cli/.',
    ),
    upFrom('ui', '^(client|ui)/', 'The viewer talks to the server through the generated client only.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage|\\.compactor)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
