/**
 * The order an idle sweep starts a page's compactions in: round-robin across tenants (each tenant's sessions in
 * their page order), so that one tenant's many idle sessions do not queue another tenant's few behind them. Pure.
 */
export function roundRobinByTenant<T extends { tenantId: string }>(items: readonly T[]): T[] {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    const queue = queues.get(item.tenantId);
    if (queue) queue.push(item);
    else queues.set(item.tenantId, [item]);
  }
  const order: T[] = [];
  for (let round = 0; order.length < items.length; round += 1) {
    for (const queue of queues.values()) if (round < queue.length) order.push(queue[round]!);
  }
  return order;
}
