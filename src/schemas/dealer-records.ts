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
