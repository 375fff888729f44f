import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { SupportingDocumentRecord } from '../../schemas/supporting-document-records.ts';
import { paperContractSentOn, summarise } from './detail-summaries.ts';

const signer = (DateSent: string | null, DateSigned: string | null) => ({
  SigneeType: 'Applicant',
  DateSent,
  DateSigned,
  EmailAddress: 'maria@example.com',
  AccessCode: '123456',
});

/** The parts of a detail the summary reads, with private data it must not keep. */
const record = (state: string | null, signatures: unknown[]) =>
  ({
    Applicant: {
      FirstName: 'Maria',
      LastName: 'Hernandez',
      SSN: '123-45-6789',
      Address: state === null ? null : { State: state },
    },
    ModifyDateUtc: '2026-06-01T09:00:00.000Z',
    Signatures: signatures,
  }) as unknown as ApplicationRecord;

describe('summarise', () => {
  it('keeps the tally and the time zone the stage needs, and nothing private', () => {
    const summary = summarise(
      record('HI', [
        {
          SignatureType: 'FULL',
          SignatureInformation: [signer('2026-06-02', null), signer('2026-06-02', '2026-06-03')],
        },
      ]),
    );
    expect(summary).toEqual({
      name: 'Maria Hernandez',
      modifiedAt: '2026-06-01T09:00:00.000Z',
      paperwork: { documents: 1, signed: 1, total: 2, fullSigned: false },
      unsignedSince: '2026-06-02',
      timeZone: 'Pacific/Honolulu',
      due: {
        createdOn: null,
        tentativeCompletionDay: null,
        completionSigned: false,
        idExpiries: [],
      },
      signed: [{ key: '0.1', document: 'FULL', signee: 'Applicant', on: '2026-06-03' }],
    });
    expect(JSON.stringify(summary)).not.toMatch(/123-45|maria@|123456/);
  });

  it('knows no zone for an applicant without a state, and no paperwork before any', () => {
    const summary = summarise(record(null, []));
    expect(summary.timeZone).toBeUndefined();
    expect(summary.paperwork).toEqual({ documents: 0, signed: 0, total: 0, fullSigned: false });
  });
});

describe('paperContractSentOn', () => {
  const document = (
    Category: SupportingDocumentRecord['Category'],
    UploadTimeUTC: string | null,
  ): SupportingDocumentRecord => ({
    Name: 'signed.pdf',
    UploadTimeUTC,
    UploadUserName: 'sunrise.admin',
    Category,
  });

  it('is the day of the newest paperwork document', () => {
    expect(
      paperContractSentOn([
        document('paperwork', '2026-06-02T15:00:00.000Z'),
        document('paperwork', '2026-06-04T15:00:00.000Z'),
        document('general', '2026-06-05T15:00:00.000Z'),
      ]),
    ).toBe('2026-06-04');
  });

  it('is null without a paperwork document', () => {
    expect(paperContractSentOn([document('general', '2026-06-05T15:00:00.000Z')])).toBeNull();
    expect(paperContractSentOn([document('paperwork', null)])).toBeNull();
    expect(paperContractSentOn([])).toBeNull();
  });
});
