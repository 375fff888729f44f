import * as z from 'zod/mini';
import { calendarDate, openEnum, withAliases } from './tolerant.ts';

const addressSchema = withAliases(
  { ZipCode: 'PostalCode' },
  z.object({
    Address1: z.nullish(z.string()),
    Address2: z.nullish(z.string()),
    City: z.nullish(z.string()),
    State: z.nullish(z.string()),
    PostalCode: z.nullish(z.string()),
  }),
);

export const phoneNumberSchema = z.object({
  PhoneNumberType: z.nullish(openEnum(['Cell', 'Home', 'Work'])),
  AreaCode: z.string(),
  CentralOfficeCode: z.string(),
  StationNumber: z.string(),
  IsPrimary: z.nullish(z.boolean()),
});

export const salesRepresentativeSchema = z.object({
  Initials: z.nullish(z.string()),
  FirstName: z.string(),
  LastName: z.string(),
  Title: z.nullish(z.string()),
  PhoneNumber: z.nullish(z.string()),
  Email: z.nullish(z.string()),
  SalesRepresentativeType: z.nullish(openEnum(['SR', 'DSR'])),
});

export const dealerProductSchema = z.object({
  Name: z.string(),
  Code: z.nullish(z.string()),
  IsHomeImprovement: z.nullish(z.boolean()),
  IsMajorProduct: z.nullish(z.boolean()),
});

/** Dealer record as returned by `GET /v3/api/dealers` (v1 omits the last four groups). */
export const dealerSchema = withAliases(
  { 'DealerNumber(Legacy)': 'DealerNumber' },
  z.object({
    Id: z.int(),
    Name: z.string(),
    DealerId: z.nullish(z.string()),
    DealerNumber: z.nullish(z.string()),
    EntityId: z.nullish(z.string()),
    IsOpenOnSaturday: z.nullish(z.boolean()),
    IsRetailDealer: z.nullish(z.boolean()),
    Address: z.nullish(addressSchema),
    PhoneNumber: z.nullish(phoneNumberSchema),
    MajorProductLine: z.nullish(z.string()),
    Nickname: z.nullish(z.string()),
    AffiliateName: z.nullish(z.string()),
    NextAttestationDate: z.nullish(calendarDate),
    AttestWindowDays: z.nullish(z.int()),
    IncludeLcc: z.nullish(z.boolean()),
    Products: z.nullish(z.array(dealerProductSchema)),
    Options: z.nullish(z.array(z.object({ Code: z.string(), Description: z.nullish(z.string()) }))),
    Verticals: z.nullish(z.array(z.object({ Value: z.string() }))),
    SalesRepresentatives: z.nullish(z.array(salesRepresentativeSchema)),
  }),
);
export const dealersSchema = z.array(dealerSchema);
export type Dealer = z.infer<typeof dealerSchema>;

/** `GET /v3/api/dealers/attestation` item. */
export const attestationStatusSchema = z.object({
  DealerId: z.int(),
  AttestationCompliant: z.boolean(),
  NextAttestationDate: z.nullish(calendarDate),
  AttestWindowDays: z.nullish(z.int()),
});
export const attestationStatusesSchema = z.array(attestationStatusSchema);
export type AttestationStatus = z.infer<typeof attestationStatusSchema>;
