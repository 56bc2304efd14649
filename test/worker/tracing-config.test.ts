/** Tracing is configured by the standard OTEL_* variables only, and is off unless a traces exporter is asked for. */
import { ConfigError, parseConfig } from '../../worker/config';

const tracing = (env: Record<string, string>) => parseConfig(env, '/srv/app').tracing;

describe('the OTEL_* configuration', () => {
  it('is off when no exporter or endpoint is set, when the exporter is none, and when the SDK is disabled', () => {
    expect(tracing({})).toBeUndefined();
    expect(tracing({ OTEL_SERVICE_NAME: 'api', OTEL_TRACES_SAMPLER: 'always_on' })).toBeUndefined();
    expect(tracing({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBeUndefined();
    expect(tracing({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBeUndefined();
  });

  it('exports OTLP over HTTP/protobuf to the endpoint, with the standard defaults', () => {
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      exporter: 'otlp',
      otlp: { url: 'http://collector:4318/v1/traces', protocol: 'http/protobuf', headers: {} },
      resource: { 'service.name': 'compactor' },
      sampler: { name: 'parentbased_always_on', ratio: 1 },
    });
    expect(tracing({ OTEL_TRACES_EXPORTER: 'otlp' })?.otlp.url).toBe('http://localhost:4318/v1/traces');
  });

  it('takes the traces-specific endpoint, protocol and headers over the general ones', () => {
    const config = tracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/ingest',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-team=agents, authorization=Bearer%20abc',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-team=platform',
    });
    expect(config?.otlp).toEqual({
      url: 'https://traces.example.com/ingest',
      protocol: 'http/json',
      headers: { 'x-team': 'platform', authorization: 'Bearer abc' },
    });
  });

  it('names the service and its resource, and samples as told', () => {
    const config = tracing({
      OTEL_TRACES_EXPORTER: 'console',
      OTEL_SERVICE_NAME: 'compactor-api',
      OTEL_RESOURCE_ATTRIBUTES: 'service.name=ignored,deployment.environment.name=staging',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(config).toMatchObject({
      exporter: 'console',
      resource: { 'service.name': 'compactor-api', 'deployment.environment.name': 'staging' },
      sampler: { name: 'parentbased_traceidratio', ratio: 0.25 },
    });
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }, /OTEL_EXPORTER_OTLP_PROTOCOL: must be http\/protobuf or http\/json/],
    [{ OTEL_TRACES_EXPORTER: 'zipkin' }, /OTEL_TRACES_EXPORTER/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http/],
    [{ OTEL_RESOURCE_ATTRIBUTES: 'team' }, /OTEL_RESOURCE_ATTRIBUTES: "team" is not key=value/],
    [{ OTEL_TRACES_SAMPLER_ARG: '2' }, /OTEL_TRACES_SAMPLER_ARG/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => parseConfig(env, '/srv/app')).toThrow(ConfigError);
    expect(() => parseConfig(env, '/srv/app')).toThrow(message);
  });
});
