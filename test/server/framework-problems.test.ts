/** Outages become retryable 503 problems: a database connection failure and Temporal's gRPC UNAVAILABLE. */
import { fastifyProblem, outageProblem } from '../../server/framework-problems';
import { TemporalUnavailable } from '../../service/ride-out';

const unavailable = (detail: string) => ({
  type: 'https://compactor.dev/problems/unavailable',
  title: 'Service unavailable',
  status: 503,
  detail,
  retryAfter: 2,
});

describe('outage problems', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a server shutting down (57P01), wrapped', new Error('Failed query', { cause: { code: '57P01' } })],
    ['a connection exception (class 08)', Object.assign(new Error('x'), { code: '08006' })],
  ])('answers %s with 503 naming the database', (_, error) => {
    expect(outageProblem(error)).toEqual(unavailable('the database is unavailable; retry shortly'));
  });

  it("answers Temporal's UNAVAILABLE and an exhausted ride-out with 503 naming Temporal", () => {
    const grpc = new Error('Failed to describe workflow', { cause: { code: 14 } });
    expect(outageProblem(grpc)).toEqual(unavailable('Temporal is unavailable; retry shortly'));
    expect(outageProblem(new TemporalUnavailable(1000, grpc))).toEqual(
      unavailable('Temporal is unavailable; retry shortly'),
    );
  });

  it('leaves bugs alone: a TypeError or a unique violation is not an outage', () => {
    expect(outageProblem(new TypeError("Cannot read properties of undefined (reading 'pipe')"))).toBeUndefined();
    expect(outageProblem(Object.assign(new Error('dup'), { code: '23505' }))).toBeUndefined();
    expect(fastifyProblem(new TypeError('x'))).toBeUndefined();
  });
});
