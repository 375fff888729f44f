import { describe, expect, it } from 'vitest';
import { inTaskOfItsOwn, nextTask } from './tasks.ts';

describe('nextTask', () => {
  it('resolves after the tasks already queued, not in the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await waiting;
    expect(order).toEqual(['same task', 'queued before', 'next task']);
  });
});

describe('inTaskOfItsOwn', () => {
  it('runs the work later, not before the current task ends', async () => {
    const order: string[] = [];
    inTaskOfItsOwn(() => order.push('work'));
    order.push('caller goes on');
    expect(order).toEqual(['caller goes on']);
    await nextTask();
    expect(order).toEqual(['caller goes on', 'work']);
  });
});
