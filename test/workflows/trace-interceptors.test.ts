/**
 * The bundled workflow interceptors (workflows/interceptors.ts) trace a run only when its start carries a span
 * context; an untraced run's calls go straight on, untouched, and load no OpenTelemetry module. The traced path runs
 * in a workflow sandbox only: test/server/tracing.int.test.ts follows it from the host's request to the provider.
 */
import { defaultPayloadConverter } from '@temporalio/common';
import type { ActivityInput, WorkflowExecuteInput } from '@temporalio/workflow';
import type * as traceInterceptors from '../../workflows/interceptors';
import { interceptors, startsTraced } from '../../workflows/interceptors';

const header = (carrier: unknown) => ({ '_tracer-data': defaultPayloadConverter.toPayload(carrier) });
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('the workflow trace interceptors', () => {
  it('count a start as traced only when its header carries a traceparent', () => {
    expect(startsTraced(header({ traceparent: TRACEPARENT }))).toBe(true);
    // A host's sampling decision not to record still travels: the run is traced so that it carries on.
    expect(startsTraced(header({ traceparent: TRACEPARENT.replace(/01$/, '00') }))).toBe(true);
    expect(startsTraced(header({}))).toBe(false);
    expect(startsTraced(header(null))).toBe(false);
    expect(startsTraced({})).toBe(false);
  });

  it('count a trace header that does not decode as none, so the run goes on untraced', () => {
    const notJson = {
      metadata: { encoding: new TextEncoder().encode('json/plain') },
      data: new TextEncoder().encode('{'),
    };
    const unknownEncoding = {
      metadata: { encoding: new TextEncoder().encode('binary/encrypted') },
      data: new Uint8Array(),
    };
    expect(startsTraced({ '_tracer-data': notJson })).toBe(false);
    expect(startsTraced({ '_tracer-data': unknownEncoding })).toBe(false);
  });

  it('hand an untraced run’s start and its activities straight on, with the same input', async () => {
    const { inbound, outbound, internals } = interceptors();
    const start = { headers: {}, args: [{ sessionId: 's1' }] } as unknown as WorkflowExecuteInput;
    const started = await inbound![0]!.execute!(start, async (input) => ({ ran: input }));
    expect(started).toEqual({ ran: start });
    const activity = { activityType: 'summarizeCompaction', headers: {}, args: [] } as unknown as ActivityInput;
    const scheduled = await outbound![0]!.scheduleActivity!(activity, async (input) => ({ scheduled: input }));
    expect(scheduled).toEqual({ scheduled: activity });
    const disposed: unknown[] = [];
    internals![0]!.dispose!({}, (input) => void disposed.push(input));
    expect(disposed).toEqual([{}]);
  });

  it('load OpenTelemetry’s interceptors for a traced run only, and hand that run’s calls to them', async () => {
    const calls: string[] = [];
    let loads = 0;
    const fresh = () => {
      let module!: typeof traceInterceptors;
      jest.isolateModules(() => {
        jest.doMock('@temporalio/interceptors-opentelemetry/lib/workflow', () => {
          loads += 1;
          const traced = (kind: string) =>
            class {
              execute = (input: unknown, next: (i: unknown) => unknown) => (calls.push(`${kind} execute`), next(input));
              scheduleActivity = (input: unknown, next: (i: unknown) => unknown) => (
                calls.push(`${kind} scheduleActivity`),
                next(input)
              );
            };
          return {
            OpenTelemetryInboundInterceptor: traced('inbound'),
            OpenTelemetryOutboundInterceptor: traced('outbound'),
            OpenTelemetryInternalsInterceptor: traced('internals'),
          };
        });
        // A fresh copy of the module, loaded with the mock in place of OpenTelemetry's.
        module = require('../../workflows/interceptors'); // eslint-disable-line @typescript-eslint/no-require-imports
      });
      return module.interceptors();
    };
    const run = async (headers: Record<string, unknown>) => {
      const { inbound, outbound } = fresh();
      await inbound![0]!.execute!({ headers, args: [] } as unknown as WorkflowExecuteInput, async () => 'done');
      await outbound![0]!.scheduleActivity!({ headers: {} } as unknown as ActivityInput, async () => 'scheduled');
    };
    await run({});
    expect([loads, calls]).toEqual([0, []]);
    await run(header({ traceparent: TRACEPARENT }));
    expect([loads, calls]).toEqual([1, ['inbound execute', 'outbound scheduleActivity']]);
  });
});
