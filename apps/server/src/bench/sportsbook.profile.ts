/**
 * BENCH_PROFILE=<file>: a CPU profile of this process during the settlement only (the seeding and
 * placement would drown it), written as a .cpuprofile that Chrome's DevTools opens.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function startProfile(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile of the settlement: ${file}`);
  };
}
