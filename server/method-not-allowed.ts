/**
 * 404 or 405: a request no route matches answers 405 with an `Allow` header when its path is a route's under other
 * methods (RFC 9110 §15.5.6), else 404. The route table is collected as routes are added, so it cannot drift.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from './schemas/problems';

interface RoutePattern {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
  /** Path parameters: as in the router, a static segment wins over a parameter (`/sessions/import`). */
  readonly params: number;
}

export type RouteMiss = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Records every route as it is added (call before any route is registered) and answers what matches none: also
 * when Fastify fails such a request before the not-found handler (QUERY without a Content-Type).
 */
export function installRouteTable(app: FastifyInstance): RouteMiss {
  const routes = new Map<string, RoutePattern>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const params = route.url.split('/').filter((part) => part.startsWith(':') || part === '*').length;
    const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>(), params };
    for (const method of methods) known.methods.add(method);
    if (known.methods.has('GET')) known.methods.add('HEAD');
    routes.set(route.url, known);
  });
  const miss: RouteMiss = (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const matching = [...routes.values()].filter((route) => route.pattern.test(path));
    const fewest = Math.min(...matching.map((route) => route.params));
    const allowed = new Set(matching.filter((route) => route.params === fewest).flatMap((route) => [...route.methods]));
    if (allowed.size === 0) return sendProblem(reply, problem('not-found', `no route ${request.method} ${path}`));
    const allow = [...allowed].sort().join(', ');
    void reply.header('allow', allow);
    return sendProblem(reply, problem('method-not-allowed', `${request.method} ${path}: allowed ${allow}`));
  };
  app.setNotFoundHandler(miss);
  return miss;
}

/** `/v1/sessions/:sessionId/entries` → a regexp matching the concrete paths of that route. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
