import { describe, expect, it } from 'vitest';
import { createLatestSaver } from './latest-saver';

/** A send whose answers the test releases one by one. */
function controlledSend() {
  const calls: { value: number; resolve: (r: string) => void; reject: (e: Error) => void }[] = [];
  const send = (value: number) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ value, resolve, reject });
    });
  return { calls, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLatestSaver', () => {
  it('sends one at a time; choices made meanwhile collapse into the last, which is reported', async () => {
    const { calls, send } = controlledSend();
    const saved: [string, number][] = [];
    const choose = createLatestSaver(send, {
      saved: (result, value) => saved.push([result, value]),
      failed: () => expect.fail('no failure expected'),
    });
    choose(2);
    choose(3);
    choose(4);
    choose(5);
    expect(calls.map((c) => c.value)).toEqual([2]);
    calls[0]?.resolve('two');
    await settle();
    // The first answer is not reported: a newer choice is on its way.
    expect(saved).toEqual([]);
    expect(calls.map((c) => c.value)).toEqual([2, 5]);
    calls[1]?.resolve('five');
    await settle();
    expect(saved).toEqual([['five', 5]]);
    choose(6);
    expect(calls.map((c) => c.value)).toEqual([2, 5, 6]);
  });

  it('reports a failure of the last request only, and goes on with a waiting choice after a failure', async () => {
    const { calls, send } = controlledSend();
    const failed: number[] = [];
    const saved: number[] = [];
    const choose = createLatestSaver(send, {
      saved: (_result, value) => saved.push(value),
      failed: (_error, value) => failed.push(value),
    });
    choose(7);
    choose(8);
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(failed).toEqual([]);
    expect(calls.map((c) => c.value)).toEqual([7, 8]);
    calls[1]?.reject(new Error('offline'));
    await settle();
    expect(failed).toEqual([8]);
    choose(9);
    calls[2]?.resolve('nine');
    await settle();
    expect(saved).toEqual([9]);
  });
});
