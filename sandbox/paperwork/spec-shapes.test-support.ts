import { z } from 'zod';
import { wireDay } from './paperwork.test-support.ts';

/**
 * The paperwork GET as the spec shows it, field by field with nothing extra (classic zod strict
 * objects), for the sandbox's own tests (ARCHITECTURE.md point 5).
 */

const text = z.string();
const state = z.string().regex(/^[A-Z]{2}$/);
const money = z.string().regex(/^-?\d+\.\d{2}$/);

const applicant = z.strictObject({
  ApplicantId: z.number().int().positive(),
  FirstName: text,
  MiddleInitial: text,
  LastName: text,
  Suffix: z.enum(['SR']).nullable(),
  Address1: text,
  Address2: text.nullable(),
  City: text,
  State: state,
  PostalCode: z.string().regex(/^\d{5}(-?\d{4})?$/),
  EmailAddress: text.nullable(),
  PrimaryPhone: text.nullable(),
  PrimaryPhoneType: z.enum(['Cell', 'Home', 'Work']).nullable(),
  SecondaryPhone: text.nullable(),
  SecondaryPhoneType: z.enum(['Cell', 'Home', 'Work']).nullable(),
  RelationType: z.enum(['Spouse']).nullable(),
  IdentificationType: z.enum([
    'Unavailable',
    'DriversLicense',
    'StateId',
    'UnitedStatesMilitaryId',
    'UnitedStatesPassport',
    'PermanentResidencyCard',
  ]),
  IdentificationNumber: text.nullable(),
  IdentificationIssueDateNotPresent: z.boolean(),
  ExpirationDateUnavailable: z.boolean(),
  IdentificationIssueDate: wireDay.nullable(),
  IdentificationExpirationDate: wireDay.nullable(),
  IdentificationIssueStateNotPresent: z.boolean(),
  IdentificationState: state.nullable(),
  SocialSecurityNumber: z.string().regex(/^\d{9}$/),
  DateOfBirth: wireDay,
  EmploymentType: text,
  EmployerName: text,
  EmployerPhoneNumber: text.nullable(),
  OccupationTitle: text,
  EmploymentStartDate: wireDay.nullable(),
  EmploymentGrossMonthlyIncome: money,
  OtherIncome: z.array(
    z.strictObject({
      SerializationVersion: z.number().int(),
      Description: text.nullable(),
      Amount: z.number(),
      IncomeType: z.enum(['Other']),
      IsNonTaxableIncome: z.boolean().nullable(),
      OriginalAmount: z.number().nullable(),
    }),
  ),
  ResidenceType: z.enum(['Own', 'Rent']),
  ResidencePayment: money,
  HomeValue: money,
  MonthsAtResidence: z.number().int().min(0).max(11),
  YearsAtResidence: z.number().int().min(0),
});

const signer = {
  EmailAddress: text.nullable(),
  DateSent: wireDay.nullable(),
  DateSigned: wireDay.nullable(),
};

export const specPaperworkSignature = z.strictObject({
  SignatureDate: wireDay.nullable(),
  ExcludeDatesOnPaperwork: z.boolean(),
  ApplicationType: z.enum(['Individual', 'JointWithSpouse', 'JointWithNonSpouse']),
  Dealer: z.strictObject({ Name: text, ...signer, Reviewed: z.boolean().nullable() }).nullable(),
  Applicant: z
    .strictObject({
      ...signer,
      IdentificationType: text.nullable(),
      IsUnitedStatesCitizen: z.boolean(),
      IsPrimaryApplicant: z.boolean(),
    })
    .nullable(),
  CoApplicant: z
    .strictObject({
      ...signer,
      IdentificationType: text.nullable(),
      IsUnitedStatesCitizen: z.boolean(),
      IsPrimaryApplicant: z.boolean(),
    })
    .nullable(),
  Provider: z.strictObject({ Name: text, ...signer }).nullable(),
  SignatureType: z.enum(['Written', 'Electronic', 'Email']),
  PaperworkSignatureType: z.enum(['FULL', 'LCC', 'ACH']),
});

export const specPaperworkData = z.strictObject({
  Dealer: z.strictObject({
    DealerId: z.number().int().positive(),
    DealerNumber: text,
    DealerName: text,
    DealerAddress1: text,
    DealerAddress2: text,
    DealerCity: text,
    DealerState: state,
    DealerZipCode: z.string().regex(/^\d{5}(-?\d{4})?$/),
    DealerPhoneNumber: text,
    DealerSignatureEmail: text.nullable(),
    DealerIncludeLcc: z.boolean(),
  }),
  Applicant: applicant,
  CoApplicant: applicant.nullable(),
  LoanParameters: z.strictObject({
    CreditType: z.enum(['Revolving', 'ClosedEnd']),
    ContractState: state,
    ContractLanguage: z.enum(['English']),
    CompletionPayment: z.number().nullable(),
    ProductDescription: text.nullable(),
    ItemNumber: text.nullable(),
    ProductQuantity: z.string().regex(/^\d+$/).nullable(),
    ProductPrice: money,
    AdditionalProduct: z
      .strictObject({
        Description: text.nullable(),
        ItemNumber: text.nullable(),
        Price: z.number(),
        Quantity: z.number().int(),
      })
      .nullable(),
    IsProductHomeImprovement: z.boolean(),
    DownPayment: z.number().nullable(),
    AdditionalFees: z.array(
      z.strictObject({
        AdjustmentType: z
          .enum(['Document', 'PublicOfficials', 'NonFilingInsurancePremium', 'ToOthers'])
          .nullable(),
        Amount: z.number(),
      }),
    ),
    SalesTax: z.number().nullable(),
    EnterTradeIn: z.boolean(),
    TentativeCompletionDate: wireDay.nullable(),
    TradeInDescription: text.nullable(),
    TradeInAmount: z.number().nullable(),
    RepaymentTermsId: z.number().int().nullable(),
    PaymentFactorId: z.number().int().nullable(),
    AnnualPercentageRate: z.number().nullable(),
    PaymentFactor: text.nullable(),
    PaymentFactorRaw: z.number().nullable(),
    PrimaryPromotionId: z.number().int().nullable(),
    SecondaryPromotionId: z.number().int().nullable(),
    ClosedEndPaymentRateId: z.number().int().nullable(),
    RTCDate: wireDay.nullable(),
    OriginalCreditType: z.enum(['Revolving', 'ClosedEnd']).nullable(),
  }),
  Signatures: z.array(specPaperworkSignature),
  CompletionCertificate: z.strictObject({
    CompletionDate: wireDay.nullable(),
    TentativeCompletionDate: wireDay.nullable(),
    ProjectCompletedAtApplicantsAddress: z.boolean(),
    ProductInstaller: z.enum(['NotRequired']).nullable(),
    Address: z
      .strictObject({
        Address1: text,
        Address2: text.nullable(),
        City: text,
        State: state,
        PostalCode: text,
      })
      .nullable(),
  }),
});
