import type { FastifyRequest } from 'fastify';
import { InvalidEntry, SessionBusy, SessionHandedOff } from '../../service/errors';
import { PROBLEM_BASE, toProblem } from '../../server/problems';

const request = { url: '/v1/sessions/s1/entries', log: { error: () => undefined } } as unknown as FastifyRequest;

describe('problem documents of store failures', () => {
  it('answers a busy session with 429 session-busy and a one-second Retry-After', () => {
    expect(toProblem(new SessionBusy('s1', 16), request)).toEqual({
      type: `${PROBLEM_BASE}session-busy`,
      title: 'Session busy',
      status: 429,
      detail: 'session s1 is busy: 16 writes already wait for it; retry shortly',
      retryAfter: 1,
      instance: '/v1/sessions/s1/entries',
    });
  });

  it("names an import's bad line in `line` and its field from the body", () => {
    expect(toProblem(new InvalidEntry('message.x: contains a NUL character', 'message.x', 7), request)).toMatchObject({
      type: `${PROBLEM_BASE}invalid-entry`,
      status: 400,
      detail: 'line 7: message.x: contains a NUL character',
      path: 'body.message.x',
      line: 7,
    });
  });

  it('answers an append to a handed-off session with 409 session-handed-off naming the successor', () => {
    expect(toProblem(new SessionHandedOff('s1', 'next-1'), request)).toEqual({
      type: `${PROBLEM_BASE}session-handed-off`,
      title: 'Session handed off',
      status: 409,
      detail: 'session s1 was handed off to next-1; append to that session',
      instance: '/v1/sessions/s1/entries',
    });
  });
});
