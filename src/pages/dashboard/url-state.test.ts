import { describe, expect, it } from 'vitest';
import { FUNDING_STAGE_ORDER } from '../../api/funding-stage.ts';
import { isFiltered, readView, writeView, type UrlView } from './url-state.ts';

const defaults: UrlView = {
  days: 90,
  status: '',
  stage: null,
  user: null,
  q: '',
  attention: null,
  sort: 'number',
  dir: 'desc',
};

const read = (query: string, defaultDays = 90) => readView(new URLSearchParams(query), defaultDays);

describe('the dashboard URL', () => {
  it('is empty for the defaults, so a plain / shows the default view', () => {
    expect(read('')).toEqual(defaults);
    expect(writeView(defaults, 90).toString()).toBe('');
  });

  it('keeps filters, search and sort through a round trip', () => {
    const view: UrlView = {
      days: 30,
      status: 'UnderReview',
      stage: 'out-for-signature',
      user: 5,
      q: 'Smith & Sons',
      attention: 'approved-idle',
      sort: 'name',
      dir: 'asc',
    };
    const query = writeView(view, 90).toString();
    expect(query).toBe(
      'days=30&status=UnderReview&stage=out-for-signature&user=5&q=Smith+%26+Sons&attention=approved-idle&sort=name&dir=asc',
    );
    expect(read(query)).toEqual(view);
  });

  it('reads every funding stage, and only those', () => {
    for (const stage of FUNDING_STAGE_ORDER) expect(read(`stage=${stage}`).stage).toBe(stage);
    expect(read('stage=funded').stage).toBeNull();
  });

  it('keeps a stage and a sort by stage', () => {
    expect(read('stage=ready-for-funding&sort=stage&dir=asc')).toEqual({
      ...defaults,
      stage: 'ready-for-funding',
      sort: 'stage',
      dir: 'asc',
    });
    expect(writeView({ ...defaults, stage: 'choose-plan' }, 90).toString()).toBe(
      'stage=choose-plan',
    );
  });

  it("leaves the dealer out: it is the header's current dealer (decision 0030)", () => {
    expect(read('dealer=101')).toEqual(defaults);
    expect(writeView({ ...defaults, dealer: 101 } as UrlView, 90).toString()).toBe('');
  });

  it('writes the sort with its direction when either differs from newest first', () => {
    expect(writeView({ ...defaults, dir: 'asc' }, 90).toString()).toBe('sort=number&dir=asc');
  });

  it.each([
    ['days=12', { days: 90 }],
    ['days=-7', { days: 90 }],
    ['days=abc', { days: 90 }],
    ['user=ten', { user: null }],
    ['attention=everything', { attention: null }],
    ['stage=funded', { stage: null }],
    ['stage=', { stage: null }],
    ['sort=ssn&dir=sideways', { sort: 'number', dir: 'desc' }],
  ])('reads %j as its default instead of failing', (query, expected) => {
    expect(read(query)).toEqual({ ...defaults, ...expected });
  });

  it('offers the configured window besides 7, 30, 90 and 365 days', () => {
    expect(read('days=60', 60).days).toBe(60);
    expect(writeView({ ...defaults, days: 60 }, 60).toString()).toBe('');
    expect(writeView({ ...defaults, days: 90 }, 60).toString()).toBe('days=90');
  });

  it('calls a view filtered when anything but the window and the sort narrows it', () => {
    expect(isFiltered({ ...defaults, dealer: null, days: 7, sort: 'name' })).toBe(false);
    expect(isFiltered({ ...defaults, dealer: null, q: '  ' })).toBe(false);
    expect(isFiltered({ ...defaults, dealer: null, q: '300' })).toBe(true);
    expect(isFiltered({ ...defaults, dealer: null, attention: 'decided' })).toBe(true);
    expect(isFiltered({ ...defaults, dealer: 101 })).toBe(true);
    expect(isFiltered({ ...defaults, dealer: null, stage: 'ready-for-funding' })).toBe(true);
  });
});
