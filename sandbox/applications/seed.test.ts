import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { applicationRecordSchema } from '../../src/schemas/application-records.ts';
import {
  applicationV3RequestSchema,
  dealerContextOf,
  type ApplicationV3,
} from '../../src/schemas/application-v3.ts';
import { calendarDay } from '../dates.ts';
import { listAllDealers, productsOrServicesOf } from '../dealers/store.ts';
import { openDatabase, seedApplicationCountFromEnv } from '../storage.ts';
import { decide } from './decisions.ts';
import { DEFAULT_SEED_APPLICATIONS, seedApplications } from './seed.ts';
import { assignableUserIds, findApplication, historyOf, isFullPaperworkSigned } from './store.ts';
import type { StoredApplication } from './record.ts';
import { detailResponse } from './views.ts';

const now = new Date('2025-06-15T15:00:00Z');

function seeded(count?: number) {
  const db = openDatabase({ path: ':memory:', now: () => now, seedApplications: count });
  const rows = db.prepare('SELECT id FROM applications ORDER BY id').all() as { id: number }[];
  const applications = rows.map(({ id }) => findApplication(db, id)!);
  return { db, applications };
}

describe('seeded applications (default)', () => {
  const { db, applications } = seeded();
  const dealers = listAllDealers(db);

  it(`adds ${DEFAULT_SEED_APPLICATIONS} over every status, dealer and the last 120 days`, () => {
    expect(applications).toHaveLength(DEFAULT_SEED_APPLICATIONS);
    const count = (status: string) => applications.filter((a) => a.status === status).length;
    for (const status of ['Processing', 'Approved', 'Pending', 'Declined', 'FundingRequested']) {
      expect(count(status), status).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(applications.map((a) => a.dealerId))).toEqual(new Set([101, 102, 103]));
    const oldest = Math.min(...applications.map((a) => Date.parse(a.createdAt)));
    expect(now.getTime() - oldest).toBeGreaterThan(90 * 86_400_000);
    expect(now.getTime() - oldest).toBeLessThanOrEqual(120 * 86_400_000);
    for (const application of applications) {
      expect(Date.parse(application.modifiedAt)).toBeLessThan(now.getTime());
      expect(application.createdAt <= application.modifiedAt).toBe(true);
    }
  });

  it('has no application of a dealer after it missed its attestation deadline', () => {
    const lakeside = applications.filter((a) => a.dealerId === 102);
    expect(lakeside.length).toBeGreaterThan(5);
    // Lakeside's deadline is 45 - 30 = 15 days before the seed's day.
    for (const application of lakeside) {
      expect(application.createdAt < '2025-06-01T00:00:00.000Z').toBe(true);
    }
  });

  it('gives later applications higher ids, and every user of a dealer some work', () => {
    const created = applications.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort());
    for (const dealer of dealers) {
      const assigned = new Set(
        applications.filter((a) => a.dealerId === dealer.Id).map((a) => a.assignedUserId),
      );
      for (const user of assigned) expect(assignableUserIds(db, dealer.Id)).toContain(user);
      expect(assigned.size).toBeGreaterThan(1);
    }
  });

  it('keeps every seeded request valid for the v3 schema on the day it was sent', () => {
    // The store keeps no request body: the same seed, run again, hands each one over as sent.
    const requests = new Map<number, ApplicationV3>();
    const again = openDatabase({ path: ':memory:', now: () => now, seedApplications: 0 });
    seedApplications(again, now, DEFAULT_SEED_APPLICATIONS, (id, request) =>
      requests.set(id, request),
    );
    expect([...requests.keys()]).toEqual(applications.map((application) => application.id));
    for (const application of applications) {
      const request = requests.get(application.id);
      const dealer = dealers.find((d) => d.Id === application.dealerId)!;
      const schema = applicationV3RequestSchema({
        today: calendarDay(new Date(application.createdAt)),
        dealer: (ref) =>
          ref.DealerId === dealer.Id
            ? dealerContextOf(dealer, productsOrServicesOf(dealer))
            : undefined,
      });
      const result = safeParse(schema, request);
      expect(result.error?.issues ?? [], String(application.id)).toEqual([]);
      expect(request!.Applicant.SocialSecurityNumber).not.toMatch(/^5000000/);
    }
  });

  it('decides exactly as the documented rule does, with the history to show for it', () => {
    const asDecided = { FundingRequested: 'Approved' } as Record<string, string>;
    for (const application of applications) {
      const history = historyOf(db, application.id);
      if (application.status === 'Processing') {
        expect(application).toMatchObject({ applicationNumber: null, decideAt: null });
        expect(history).toEqual([]);
        continue;
      }
      expect(decide(application.record).outcome).toBe(
        asDecided[application.status] ?? application.status,
      );
      expect(application.applicationNumber).toBeGreaterThanOrEqual(1_000_000);
      expect(history[0]?.Message).toMatch(/^Credit decision/);
      const dates = history.map((item) => item.Date);
      expect(dates).toEqual([...dates].sort());
      expect(application.record.ModifyDateUtc).toBe(dates.at(-1));
    }
  });

  it('has the full paperwork signed for every application whose funding was requested', () => {
    const funded = applications.filter((a) => a.status === 'FundingRequested');
    for (const application of funded) {
      expect(isFullPaperworkSigned(db, application.id)).toBe(true);
      expect(application.record.Signatures[0]?.SignatureType).toBe('FULL');
    }
    const approved = applications.filter((a) => a.status === 'Approved');
    expect(approved.some((a) => isFullPaperworkSigned(db, a.id))).toBe(false);
  });

  it('answers details the portal reads', () => {
    for (const application of applications.filter((a) => a.dealerId !== 102).slice(0, 40)) {
      const dealer = dealers.find((d) => d.Id === application.dealerId)!;
      const detail = detailResponse(application, dealer, historyOf(db, application.id), 2);
      expect(parse(applicationRecordSchema, detail).Id).toBe(application.id);
    }
  });

  it('is the same every time for the same clock', () => {
    const again = seeded().applications;
    const strip = (list: StoredApplication[]) => list.map((a) => JSON.stringify(a));
    expect(strip(again)).toEqual(strip(applications));
  });
});

describe('seed size', () => {
  // How long 10,000 take is `npm run bench`'s figure (sandbox.seed-10000), not a test's.
  it('seeds thousands (SANDBOX_SEED_APPLICATIONS)', () => {
    const db = openDatabase({ path: ':memory:', now: () => now, seedApplications: 2_000 });
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM applications').get() as {
      count: number;
    };
    expect(count).toBe(2_000);
  });

  it('seeds none when asked for 0', () => {
    expect(seeded(0).applications).toEqual([]);
  });

  it('reads SANDBOX_SEED_APPLICATIONS', () => {
    expect(seedApplicationCountFromEnv({})).toBeUndefined();
    expect(seedApplicationCountFromEnv({ SANDBOX_SEED_APPLICATIONS: ' ' })).toBeUndefined();
    expect(seedApplicationCountFromEnv({ SANDBOX_SEED_APPLICATIONS: '10000' })).toBe(10_000);
    expect(seedApplicationCountFromEnv({ SANDBOX_SEED_APPLICATIONS: '0' })).toBe(0);
    for (const bad of ['-1', '1.5', 'many', '2000000']) {
      expect(() => seedApplicationCountFromEnv({ SANDBOX_SEED_APPLICATIONS: bad })).toThrow(
        /SANDBOX_SEED_APPLICATIONS/,
      );
    }
  });
});
