/** Activity proxies with their timeouts and retry policies: the one place retries are declared. */
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';

export const db = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '200 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '10 seconds',
    maximumAttempts: 10,
  },
});
