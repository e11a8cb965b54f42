/**
 * The faults benchmark's service instances: the shared launcher (service/src/testing/instance.ts)
 * in test mode, with no built site (the API runs without one), each process killed by the
 * benchmark's cleanup (cleanup.ts) on every way out, Ctrl-C included, until it has ended.
 */
import {
  type Instance,
  type InstanceOptions,
  kill,
  startInstance as launch,
} from '../../src/testing/instance.ts';
import { onCleanup } from './cleanup.ts';

/** Starts one instance (on PGlite under its data folder without `databaseUrl`); wait for it with `healthy`. */
export async function startInstance(
  options: Pick<InstanceOptions, 'name' | 'port' | 'dataDir' | 'databaseUrl' | 'reuse'>,
): Promise<Instance> {
  const instance = await launch({
    ...options,
    env: {
      WF_TEST_MODE: 'true',
      // Each simulated client names its own address (one proxy hop), so the per-address limits
      // of signups do not stop the load.
      TRUST_PROXY: 'true',
    },
  });
  const forget = onCleanup(`stop instance ${options.name}`, () => kill(instance, 'SIGKILL'));
  void instance.exited.then(forget);
  return instance;
}
