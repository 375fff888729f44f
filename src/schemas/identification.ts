import * as z from 'zod/mini';
import { LEGAL_IDENTIFICATION_TYPES, type LegalIdentificationType, US_STATES } from './enums.ts';
import { ID_NUMBER, optionalText } from './request-fields.ts';
import { refineAt, type RefineOptions } from './refine-at.ts';

/**
 * The identification matrix (spec, "Identification rules"), one table for the v3 application
 * and for paperwork, and for forms deciding which fields to show. `IsIssueDatePresent` means
 * "the card shows an issue date". Where the matrix says "null or not sent", false, null and
 * absent are all accepted, and the portal sends false (ARCHITECTURE.md point 3).
 */
export type Requirement =
  /** null, false or not sent */
  | 'absent'
  /** the user says (a boolean) */
  | 'choose'
  /** must be true */
  | 'true'
  /** must not be true */
  | 'false';

export interface IdentificationRule {
  number: 'required' | 'absent';
  /** IsIssueDatePresent; the issue date is required (and not in the future) exactly when true. */
  issueDatePresent: Requirement;
  /** IsIssueStatePresent; the issue state is required exactly when true. */
  issueStatePresent: Requirement;
  /** ExpirationDateUnavailable; the expiration date is required unless it is true. */
  expirationUnavailable: Requirement;
  expiration: 'required' | 'absent';
}

export const IDENTIFICATION_MATRIX: Record<LegalIdentificationType, IdentificationRule> = {
  Unavailable: {
    number: 'absent',
    issueDatePresent: 'absent',
    issueStatePresent: 'absent',
    expirationUnavailable: 'absent',
    expiration: 'absent',
  },
  DriversLicense: {
    number: 'required',
    issueDatePresent: 'choose',
    issueStatePresent: 'choose',
    expirationUnavailable: 'absent', // "not applicable"
    expiration: 'required',
  },
  StateId: {
    number: 'required',
    issueDatePresent: 'choose',
    issueStatePresent: 'true',
    expirationUnavailable: 'choose',
    expiration: 'required',
  },
  UnitedStatesMilitaryId: {
    number: 'required',
    issueDatePresent: 'choose',
    issueStatePresent: 'absent',
    expirationUnavailable: 'choose',
    expiration: 'required',
  },
  UnitedStatesPassport: {
    number: 'required',
    issueDatePresent: 'choose',
    issueStatePresent: 'absent',
    expirationUnavailable: 'false',
    expiration: 'required',
  },
  PermanentResidencyCard: {
    number: 'required',
    issueDatePresent: 'true',
    issueStatePresent: 'absent',
    expirationUnavailable: 'false',
    expiration: 'required',
  },
};

export interface IdentificationValues {
  IdentificationType?: string | null;
  IdentificationNumber?: string | null;
  IsIssueDatePresent?: boolean | null;
  IdentificationIssueDate?: string | null;
  IsIssueStatePresent?: boolean | null;
  IdentificationState?: string | null;
  ExpirationDateUnavailable?: boolean | null;
  IdentificationExpirationDate?: string | null;
}

/**
 * The identification as every form holds it ('' for blank text, null for a question not
 * answered): the wizard's applicants, paperwork's signers and the identification fields.
 */
export interface IdentificationFormValues {
  IdentificationType: string;
  IdentificationNumber: string;
  IsIssueDatePresent: boolean | null;
  IdentificationIssueDate: string;
  IsIssueStatePresent: boolean | null;
  IdentificationState: string;
  ExpirationDateUnavailable: boolean | null;
  IdentificationExpirationDate: string;
}

/** No identification given yet. */
export function emptyIdentification(): IdentificationFormValues {
  return {
    IdentificationType: '',
    IdentificationNumber: '',
    IsIssueDatePresent: null,
    IdentificationIssueDate: '',
    IsIssueStatePresent: null,
    IdentificationState: '',
    ExpirationDateUnavailable: null,
    IdentificationExpirationDate: '',
  };
}

/**
 * The identification fields of a request body. Dates are validated by `date` (ISO for the
 * application, MM/DD/YYYY for paperwork); the matrix itself is `identificationIssues`.
 */
export function identificationFields(date: (label: string) => z.ZodMiniType<string>) {
  return {
    IdentificationType: z.enum(LEGAL_IDENTIFICATION_TYPES, {
      error: `Identification type: choose one of ${LEGAL_IDENTIFICATION_TYPES.join(', ')}`,
    }),
    IdentificationNumber: optionalText('Identification number', 20, ID_NUMBER),
    IsIssueDatePresent: z.nullish(z.boolean()),
    IdentificationIssueDate: z.nullish(date('Issue date')),
    IsIssueStatePresent: z.nullish(z.boolean()),
    IdentificationState: z.nullish(
      z.enum(US_STATES, { error: 'Issuing state: choose a US state' }),
    ),
    ExpirationDateUnavailable: z.nullish(z.boolean()),
    IdentificationExpirationDate: z.nullish(date('Expiration date')),
  };
}

export interface IdentificationContext {
  /** Today as `YYYY-MM-DD` (issue dates may not be in the future). */
  today: string;
  /** The request's date text as `YYYY-MM-DD` (identity for ISO, parseUsDate for paperwork). */
  toIso: (text: string) => string | null;
}

export interface FieldIssue {
  field: keyof IdentificationValues;
  message: string;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

function checkFlag(requirement: Requirement, value: boolean | null | undefined): string | null {
  switch (requirement) {
    case 'absent':
    case 'false':
      return value === true ? 'must not be set for this type of identification' : null;
    case 'true':
      return value === true ? null : 'is required (true) for this type of identification';
    case 'choose':
      return typeof value === 'boolean' ? null : 'say whether the card shows it';
  }
}

/** Every way the values break the matrix, each naming its field. */
export function identificationIssues(
  values: IdentificationValues,
  context: IdentificationContext,
): FieldIssue[] {
  const type = values.IdentificationType as LegalIdentificationType | undefined;
  const rule = type ? IDENTIFICATION_MATRIX[type] : undefined;
  if (!rule) return [];
  const issues: FieldIssue[] = [];
  const add = (field: keyof IdentificationValues, message: string) =>
    issues.push({ field, message });
  const typeLabel =
    type === 'Unavailable'
      ? 'when identification is unavailable'
      : 'for this type of identification';

  if (rule.number === 'required' && blank(values.IdentificationNumber)) {
    add('IdentificationNumber', 'Identification number is required');
  }
  if (rule.number === 'absent' && !blank(values.IdentificationNumber)) {
    add('IdentificationNumber', `Identification number must be empty ${typeLabel}`);
  }

  const issueDateFlag = checkFlag(rule.issueDatePresent, values.IsIssueDatePresent);
  if (issueDateFlag) add('IsIssueDatePresent', `Issue date shown on the card: ${issueDateFlag}`);
  if (values.IsIssueDatePresent === true && rule.issueDatePresent !== 'absent') {
    const issued = blank(values.IdentificationIssueDate)
      ? null
      : context.toIso(values.IdentificationIssueDate!);
    if (blank(values.IdentificationIssueDate))
      add('IdentificationIssueDate', 'Issue date is required');
    else if (issued && issued > context.today)
      add('IdentificationIssueDate', 'Issue date cannot be in the future');
  } else if (!blank(values.IdentificationIssueDate)) {
    add('IdentificationIssueDate', 'Issue date must be empty unless the card shows one');
  }

  const stateFlag = checkFlag(rule.issueStatePresent, values.IsIssueStatePresent);
  if (stateFlag) add('IsIssueStatePresent', `Issuing state shown on the card: ${stateFlag}`);
  if (values.IsIssueStatePresent === true && rule.issueStatePresent !== 'absent') {
    if (blank(values.IdentificationState)) add('IdentificationState', 'Issuing state is required');
  } else if (!blank(values.IdentificationState)) {
    const when = rule.issueStatePresent === 'absent' ? typeLabel : 'unless the card shows one';
    add('IdentificationState', `Issuing state must be empty ${when}`);
  }

  const unavailableFlag = checkFlag(rule.expirationUnavailable, values.ExpirationDateUnavailable);
  if (unavailableFlag && rule.expirationUnavailable !== 'choose') {
    add('ExpirationDateUnavailable', `No expiration date: ${unavailableFlag}`);
  }
  // Only types that may lack an expiration date (StateId, military ID) are excused from it.
  const excused =
    rule.expirationUnavailable === 'choose' && values.ExpirationDateUnavailable === true;
  const expirationRequired = rule.expiration === 'required' && !excused;
  if (expirationRequired && blank(values.IdentificationExpirationDate)) {
    add('IdentificationExpirationDate', 'Expiration date is required');
  }
  if (rule.expiration === 'absent' && !blank(values.IdentificationExpirationDate)) {
    add('IdentificationExpirationDate', `Expiration date must be empty ${typeLabel}`);
  }
  return issues;
}

/**
 * The matrix as a check on an object schema holding the identification fields at `prefix`
 * (e.g. `['Applicant']`), so errors land on `Applicant.IdentificationNumber`.
 */
export function refineIdentification<T>(
  pick: (value: T) => IdentificationValues | null | undefined,
  context: IdentificationContext,
  prefix: PropertyKey[] = [],
  options: RefineOptions = {},
) {
  return refineAt<T, IdentificationValues>(
    pick,
    (identification) =>
      identificationIssues(identification, context).map((issue) => ({
        path: [issue.field],
        message: issue.message,
      })),
    prefix,
    options,
  );
}
