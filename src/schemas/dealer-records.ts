import * as z from 'zod/mini';
import { SALES_REPRESENTATIVE_TYPES } from './enums.ts';
import {
  addressSchema,
  dateField,
  flag,
  listOf,
  phoneNumberSchema,
  text,
} from './record-fields.ts';
import { openEnum, withAliases } from './tolerant.ts';

export const salesRepresentativeSchema = z.object({
  Initials: text,
  FirstName: z.string(),
  LastName: z.string(),
  Title: text,
  PhoneNumber: text,
  Email: text,
  SalesRepresentativeType: z.nullish(openEnum(SALES_REPRESENTATIVE_TYPES)),
});

export const dealerProductSchema = z.object({
  Name: z.string(),
  Code: text,
  IsHomeImprovement: flag,
  IsMajorProduct: flag,
});

/** A sample spells DealerNumber `DealerNumber(Legacy)` (spec, Dealer). */
export const dealerAliases = { 'DealerNumber(Legacy)': 'DealerNumber' };

/** The Dealer fields (spec, Dealer), before aliases; the application's dealer adds Status. */
export const dealerFields = z.object({
  Id: z.int(),
  Name: z.string(),
  DealerId: text,
  DealerNumber: text,
  EntityId: text,
  IsOpenOnSaturday: flag,
  IsRetailDealer: flag,
  Address: z.nullish(addressSchema),
  PhoneNumber: z.nullish(phoneNumberSchema),
  MajorProductLine: text,
  Nickname: text,
  AffiliateName: text,
  NextAttestationDate: dateField,
  AttestWindowDays: z.nullish(z.int()),
  IncludeLcc: flag,
  Products: listOf(dealerProductSchema),
  Options: listOf(z.object({ Code: z.string(), Description: text })),
  Verticals: listOf(z.object({ Value: z.string() })),
  SalesRepresentatives: listOf(salesRepresentativeSchema),
});

/**
 * Dealer record of `GET /v3/api/dealers`, and of `GET /v1/api/dealers`: v1 omits
 * AttestWindowDays, IncludeLcc, Verticals and SalesRepresentatives, which read as null and [].
 */
export const dealerSchema = withAliases(dealerAliases, dealerFields);
export const dealersSchema = z.array(dealerSchema);
export type Dealer = z.infer<typeof dealerSchema>;

/** `GET /v3/api/dealers/{dealerId}/products` (and v1, and by dealer number). */
export const dealerProductsSchema = z.array(z.object({ ProductOrService: z.string() }));
export type DealerProducts = z.infer<typeof dealerProductsSchema>;

/** `POST /v3/api/dealers/{dealerId}/validateEmail`: the request echoed. */
export const validateEmailResponseSchema = z.object({
  EmailAddress: text,
  DealerId: z.int(),
});

/** `GET /v3/api/dealers/attestation` item. */
export const attestationStatusSchema = z.object({
  DealerId: z.int(),
  AttestationCompliant: z.boolean(),
  NextAttestationDate: dateField,
  AttestWindowDays: z.nullish(z.int()),
});
export const attestationStatusesSchema = z.array(attestationStatusSchema);
