import { beforeEach, describe, expect, it } from 'vitest';
import {
  getDetail,
  getDetailV1,
  getDetailV2,
  getHistory,
  getStatus,
  getStatusV1,
  getStatusV2,
  listStatusesSince,
  listStatusesSinceV1,
  listStatusesSinceV2,
  reassignApplication,
  requestStageFunding,
  setProjectNumber,
  submitApplication,
  submitApplicationV1,
  submitApplicationV1ForDealer,
  submitApplicationV2,
} from '../src/api/applications.ts';
import { listUsers } from '../src/api/users.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';

describe('applications API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  let startedAt: Date;
  beforeEach(async () => {
    api = connectToSandbox();
    startedAt = new Date(Date.parse('2025-06-15T15:00:00Z') - 1000);
    await api.signInAs('sunrise.admin');
  });

  it('submits v3 and reads status, detail and history once decided', async () => {
    const submitted = await submitApplication(validApplicationV3());
    expect(submitted).toMatchObject({
      Status: 'Processing',
      ApplicationNumber: null,
      IsActive: false,
    });
    expect(submitted.Applicant.SocialSecurityNumber).toBe('500000001');
    const status = await getStatus(submitted.Id);
    expect(status.LoanApplicationStatus).toBe('Approved');
    const detail = await getDetail(submitted.Id);
    expect(detail.Applicant.SocialSecurityNumber).not.toBe('500000001');
    expect(detail.Applicant.SocialSecurityNumber).toMatch(/0001$/);
    expect((await getHistory(submitted.Id)).HistoryItems.length).toBeGreaterThan(0);
  });

  it('submits v2 and v1, and v1 by dealer Id and by dealer number', async () => {
    for (const submit of [
      () => submitApplicationV2(validApplicationV2()),
      () => submitApplicationV1(validApplicationV1()),
      () => submitApplicationV1ForDealer(101, validApplicationV1Path()),
      () => submitApplicationV1ForDealer('700101', validApplicationV1Path()),
    ]) {
      const record = await submit();
      expect(record.Status).toBe('Processing');
      expect(record.Dealer?.Id).toBe(101);
    }
  });

  it('an unknown dealer number on the v1 path form is not found', async () => {
    await expect(
      submitApplicationV1ForDealer('999999', validApplicationV1Path()),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('a refused body maps onto the field and step', async () => {
    const body = validApplicationV3({ Applicant: { SocialSecurityNumber: '12345' } });
    await expect(submitApplication(body)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Applicant.SocialSecurityNumber': [expect.any(String)] },
    });
  });

  it('reads status and detail in every version, and statuses since a moment', async () => {
    const { Id } = await submitApplication(validApplicationV3());
    expect((await getStatusV2(Id)).LongApplicationStatus).toEqual(expect.any(String));
    expect((await getStatusV1(Id)).LoanApplicationId).toBe(Id);
    expect((await getDetailV2(Id)).LongApplicationStatus).toEqual(expect.any(String));
    expect((await getDetailV1(Id)).Id).toBe(Id);
    for (const list of [listStatusesSince, listStatusesSinceV2, listStatusesSinceV1]) {
      const statuses = await list(startedAt);
      expect(statuses.map((status) => status.LoanApplicationId)).toContain(Id);
    }
  });

  it('reassigns, sets the project number, and refuses stage funding before signatures', async () => {
    const { Id } = await submitApplication(validApplicationV3());
    const rep = (await listUsers()).find((user) => user.Username === 'sunrise.rep')!;
    await reassignApplication(Id, { UserIdToAssign: rep.Id, DealerId: 101 });
    expect((await getStatus(Id)).AssignedToUserId).toBe(rep.Id);
    await setProjectNumber(Id, { ProjectNumber: 'PRJ-2025-0042' });
    expect((await getDetail(Id)).ProjectNumber).toBe('PRJ-2025-0042');
    await expect(setProjectNumber(Id, { ProjectNumber: 'x'.repeat(31) })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { ProjectNumber: [expect.any(String)] },
    });
    await expect(requestStageFunding(Id)).rejects.toMatchObject({ kind: 'validation' });
  });

  it('another dealer’s application is not found', async () => {
    const { Id } = await submitApplication(validApplicationV3());
    await api.signInAs('empire.admin');
    await expect(getDetail(Id)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
