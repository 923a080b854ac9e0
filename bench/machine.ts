// The machine a run was measured on, and how busy it was: numbers from a shared 2-core box mean little
// without the load average next to them.
import os from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memory: string;
  node: string;
  os: string;
  loadBefore: string;
  loadAfter: string;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

export function describeMachine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.versions.node,
    os: `${os.type()} ${os.release()}`,
    loadBefore: loadAverage(),
    loadAfter: '',
  };
}
