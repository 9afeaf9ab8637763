// `npm run cluster -- [--instances 3] [--port 8080] [--keys keys.json] [--no-redis-cache]`
// Starts a quota Redis, a cache Redis, N instances and HAProxy on loopback (start-cluster.ts),
// prints the balancer's URL, and stops them all on Ctrl-C. For trying a deployment out; a
// production one runs the same pieces as services (docs/server.md, "A load balancer in front").
import { parseArgs } from 'node:util';
import { messageOf } from '../../contract/message-of.ts';
import { startCluster } from './start-cluster.ts';

const USAGE = 'usage: cluster [--instances 3] [--port 8080] [--keys keys.json] [--no-redis-cache]';

try {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      keys: { type: 'string' },
      'no-redis-cache': { type: 'boolean', default: false },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32)
    throw new Error(`--instances must be a whole number 1–32, not "${values.instances}"\n${USAGE}`);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a whole number 0–65535, not "${values.port}"\n${USAGE}`);
  const cluster = await startCluster({
    instances,
    port,
    redisCache: !values['no-redis-cache'],
    ...(values.keys ? { keysFile: values.keys } : {}),
  });
  console.log(
    `cluster: ${instances} instances behind haproxy at ${cluster.url} (try ${cluster.url}/forecast?key=demo&place=Paris); quota on ${cluster.quotaRedis}${cluster.cacheRedis ? `, cache on ${cluster.cacheRedis}` : ''}; Ctrl-C stops it`,
  );
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(messageOf(error));
  process.exitCode = 2;
}
