/**
 * The tracing part of the configuration: the standard OpenTelemetry variables (OTEL_*), validated here with the
 * rest of worker/config.ts and nowhere else. Tracing is off unless a traces exporter is asked for (OTEL_TRACES_EXPORTER
 * `otlp` or `console`, or an OTLP endpoint set) and OTEL_SDK_DISABLED is not true; off, no OpenTelemetry SDK is loaded.
 */
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL');
const protocol = z.enum(['http/protobuf', 'http/json'], {
  message: 'must be http/protobuf or http/json (grpc is not supported)',
});

/** `key=value,key2=value2` (W3C Baggage-style, values percent-decoded), as OTEL_RESOURCE_ATTRIBUTES and headers. */
const keyValues = z.string().transform((text, ctx) => {
  const pairs: Record<string, string> = {};
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const at = item.indexOf('=');
    if (at <= 0) {
      ctx.addIssue({ code: 'custom', message: `"${item.trim()}" is not key=value` });
      return z.NEVER;
    }
    pairs[item.slice(0, at).trim()] = decodeURIComponent(item.slice(at + 1).trim());
  }
  return pairs;
});

export const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export const TRACING_ENV = {
  OTEL_SDK_DISABLED: flag.default(false),
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'console', 'none']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: protocol.optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol.optional(),
  OTEL_EXPORTER_OTLP_HEADERS: keyValues.optional(),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: keyValues.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_RESOURCE_ATTRIBUTES: keyValues.optional(),
  OTEL_TRACES_SAMPLER: z.enum(SAMPLERS).optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
};

type TracingEnv = z.infer<z.ZodObject<typeof TRACING_ENV>>;

export interface TracingConfig {
  readonly exporter: 'otlp' | 'console';
  /** Where OTLP spans go: the traces endpoint as given, else the base endpoint + /v1/traces. */
  readonly otlp: {
    readonly url: string;
    readonly protocol: 'http/protobuf' | 'http/json';
    readonly headers: Readonly<Record<string, string>>;
  };
  /** Resource attributes, service.name included (OTEL_SERVICE_NAME wins over OTEL_RESOURCE_ATTRIBUTES). */
  readonly resource: Readonly<Record<string, string>>;
  readonly sampler: { readonly name: (typeof SAMPLERS)[number]; readonly ratio: number };
}

const DEFAULT_OTLP = 'http://localhost:4318';

/** The tracing settings, or undefined when tracing is off. */
export function tracingConfig(e: TracingEnv): TracingConfig | undefined {
  const endpoint = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporter = e.OTEL_TRACES_EXPORTER ?? (endpoint ? 'otlp' : 'none');
  if (e.OTEL_SDK_DISABLED || exporter === 'none') return undefined;
  const base = (e.OTEL_EXPORTER_OTLP_ENDPOINT ?? DEFAULT_OTLP).replace(/\/+$/, '');
  return {
    exporter,
    otlp: {
      url: e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${base}/v1/traces`,
      protocol: e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
      headers: { ...e.OTEL_EXPORTER_OTLP_HEADERS, ...e.OTEL_EXPORTER_OTLP_TRACES_HEADERS },
    },
    resource: {
      'service.name': 'compactor',
      ...e.OTEL_RESOURCE_ATTRIBUTES,
      ...(e.OTEL_SERVICE_NAME ? { 'service.name': e.OTEL_SERVICE_NAME } : {}),
    },
    sampler: { name: e.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on', ratio: e.OTEL_TRACES_SAMPLER_ARG ?? 1 },
  };
}
