import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

export interface ClusterOptions {
  processes: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Called once every worker listens, with the port they share. */
  onListening: (port: number) => void;
}

/**
 * Runs `processes` API workers that share one port (Node cluster: the primary accepts and hands
 * connections round-robin). A worker that dies unexpectedly is replaced; SIGTERM or SIGINT closes
 * every worker gracefully, then the primary exits.
 */
export function runCluster({ processes, log, onListening }: ClusterOptions): void {
  let shuttingDown = false;
  const listening = new Set<number>();

  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < processes; i++) fork();

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (listening.size === processes) onListening(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'API worker died; starting another');
    fork();
  });

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'closing every API worker');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    // Workers close within their own grace period; do not hang forever on a stuck one.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
