// Keeps the SDK's lifecycle logs out of test output; warnings and errors still show.
import { DefaultLogger, Runtime } from '@temporalio/worker';

try {
  Runtime.install({
    logger: new DefaultLogger('WARN'),
    telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } },
  });
} catch {
  // Already installed by an earlier test file in this jest worker.
}
