import type { DatabaseSync } from 'node:sqlite';
import { addDays } from '../../src/lib/dates.ts';
import { attestationState } from '../../src/schemas/attestation.ts';
import { wireDate } from '../dates.ts';
import { prepared } from '../statements.ts';

export type DealerAddress = {
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
};

export type DealerPhoneNumber = {
  PhoneNumberType: 'Cell' | 'Home' | 'Work';
  AreaCode: string;
  CentralOfficeCode: string;
  StationNumber: string;
  IsPrimary: boolean;
};

export type DealerProduct = {
  Name: string;
  Code: string;
  IsHomeImprovement: boolean;
  IsMajorProduct: boolean;
  /**
   * Sandbox-only: the products operation lists it but the dealer record's `Products` does not
   * (the spec's Products is optional and may differ; issue 18). Absent means listed in both.
   */
  onlyInProductsOperation?: true;
};

export type SalesRepresentative = {
  Initials: string;
  FirstName: string;
  LastName: string;
  Title: string | null;
  PhoneNumber: string | null;
  Email: string;
  PhotoUrl: string | null;
  SalesRepresentativeType: 'SR' | 'DSR';
  IsInternalTeam: boolean;
};

/** A dealer as the sandbox keeps it: the spec's fields, dates as `YYYY-MM-DD`. */
export type DealerRecord = {
  Id: number;
  Name: string;
  DealerId: string;
  DealerNumber: string;
  EntityId: string;
  IsOpenOnSaturday: boolean;
  IsRetailDealer: boolean;
  Address: DealerAddress;
  PhoneNumber: DealerPhoneNumber | null;
  MajorProductLine: string;
  Nickname: string | null;
  AffiliateName: string | null;
  NextAttestationDate: string | null;
  AttestWindowDays: number | null;
  IncludeLcc: boolean;
  Products: DealerProduct[];
  Options: { Code: string; Description: string }[];
  Verticals: { Value: string }[];
  SalesRepresentatives: SalesRepresentative[];
};

type DealerRow = {
  id: number;
  name: string;
  dealer_code: string;
  dealer_number: string;
  entity_id: string;
  is_open_on_saturday: number;
  is_retail_dealer: number;
  major_product_line: string;
  nickname: string | null;
  affiliate_name: string | null;
  next_attestation_date: string | null;
  attest_window_days: number | null;
  include_lcc: number;
  address: string;
  phone_number: string | null;
  products: string;
  options: string;
  verticals: string;
  sales_representatives: string;
};

function fromRow(row: DealerRow): DealerRecord {
  return {
    Id: row.id,
    Name: row.name,
    DealerId: row.dealer_code,
    DealerNumber: row.dealer_number,
    EntityId: row.entity_id,
    IsOpenOnSaturday: row.is_open_on_saturday === 1,
    IsRetailDealer: row.is_retail_dealer === 1,
    Address: JSON.parse(row.address) as DealerAddress,
    PhoneNumber:
      row.phone_number === null ? null : (JSON.parse(row.phone_number) as DealerPhoneNumber),
    MajorProductLine: row.major_product_line,
    Nickname: row.nickname,
    AffiliateName: row.affiliate_name,
    NextAttestationDate: row.next_attestation_date,
    AttestWindowDays: row.attest_window_days,
    IncludeLcc: row.include_lcc === 1,
    Products: JSON.parse(row.products) as DealerProduct[],
    Options: JSON.parse(row.options) as DealerRecord['Options'],
    Verticals: JSON.parse(row.verticals) as DealerRecord['Verticals'],
    SalesRepresentatives: JSON.parse(row.sales_representatives) as SalesRepresentative[],
  };
}

export function insertDealer(db: DatabaseSync, dealer: DealerRecord): void {
  db.prepare(
    `INSERT INTO dealers (id, name, dealer_code, dealer_number, entity_id, is_open_on_saturday,
       is_retail_dealer, major_product_line, nickname, affiliate_name, next_attestation_date,
       attest_window_days, include_lcc, address, phone_number, products, options, verticals,
       sales_representatives)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    dealer.Id,
    dealer.Name,
    dealer.DealerId,
    dealer.DealerNumber,
    dealer.EntityId,
    Number(dealer.IsOpenOnSaturday),
    Number(dealer.IsRetailDealer),
    dealer.MajorProductLine,
    dealer.Nickname,
    dealer.AffiliateName,
    dealer.NextAttestationDate,
    dealer.AttestWindowDays,
    Number(dealer.IncludeLcc),
    JSON.stringify(dealer.Address),
    dealer.PhoneNumber === null ? null : JSON.stringify(dealer.PhoneNumber),
    JSON.stringify(dealer.Products),
    JSON.stringify(dealer.Options),
    JSON.stringify(dealer.Verticals),
    JSON.stringify(dealer.SalesRepresentatives),
  );
}

export function listAllDealers(db: DatabaseSync): DealerRecord[] {
  return (prepared(db, 'SELECT * FROM dealers ORDER BY id').all() as DealerRow[]).map(fromRow);
}

export function findDealersByIds(db: DatabaseSync, ids: readonly number[]): DealerRecord[] {
  const wanted = new Set(ids);
  return listAllDealers(db).filter((dealer) => wanted.has(dealer.Id));
}

/**
 * Resolves a `{dealerId}` / `{dealerNumber}` path segment (ARCHITECTURE.md,
 * interface point 10): a numeric segment is tried as the numeric Id first,
 * then as the DealerNumber; the seed keeps the two from colliding.
 */
export function resolveDealerSegment(
  dealers: readonly DealerRecord[],
  segment: string,
): DealerRecord | undefined {
  const byId = /^\d+$/.test(segment)
    ? dealers.find((dealer) => dealer.Id === Number(segment))
    : undefined;
  return byId ?? dealers.find((dealer) => dealer.DealerNumber === segment);
}

/**
 * "Missing the window removes access until the dealer attests again": past
 * NextAttestationDate + AttestWindowDays a dealer may not work on applications.
 * It stays in the dealer list so the portal can say why. The rule is the
 * portal's own, so both sides agree on the deadline.
 */
export function isDealerLockedOut(dealer: DealerRecord, today: string): boolean {
  return attestationState(dealer, today).kind === 'lapsed';
}

/**
 * The dealer attested on `today` (the sandbox-only `POST /sandbox/dealers/{id}/attest`): its
 * next attestation falls AttestWindowDays later, so the deadline moves on and a locked-out
 * dealer's applications can be used again. The interface carries no date of the last
 * attestation; NextAttestationDate alone decides the deadline, so it is all that is stored.
 */
export function recordAttestation(
  db: DatabaseSync,
  dealer: DealerRecord,
  today: string,
): DealerRecord {
  const next = addDays(today, dealer.AttestWindowDays ?? 0);
  prepared(db, 'UPDATE dealers SET next_attestation_date = ? WHERE id = ?').run(next, dealer.Id);
  return { ...dealer, NextAttestationDate: next };
}

export function toAttestationStatus(dealer: DealerRecord, today: string) {
  return {
    DealerId: dealer.Id,
    AttestationCompliant: !isDealerLockedOut(dealer, today),
    NextAttestationDate: wireDate(dealer.NextAttestationDate),
    AttestWindowDays: dealer.NextAttestationDate === null ? null : dealer.AttestWindowDays,
  };
}

function sharedDealerFields(dealer: DealerRecord) {
  return {
    Id: dealer.Id,
    Name: dealer.Name,
    DealerId: dealer.DealerId,
    DealerNumber: dealer.DealerNumber,
    EntityId: dealer.EntityId,
    IsOpenOnSaturday: dealer.IsOpenOnSaturday,
    IsRetailDealer: dealer.IsRetailDealer,
    Address: { SerializationVersion: 1, ...dealer.Address },
    PhoneNumber:
      dealer.PhoneNumber === null ? null : { SerializationVersion: 1, ...dealer.PhoneNumber },
    MajorProductLine: dealer.MajorProductLine,
    Nickname: dealer.Nickname,
    AffiliateName: dealer.AffiliateName,
    NextAttestationDate: wireDate(dealer.NextAttestationDate),
  };
}

/** The dealer record's `Products`, as the dealers list answers them (spec fields only). */
export function recordProducts(dealer: DealerRecord) {
  return dealer.Products.filter((product) => product.onlyInProductsOperation !== true).map(
    ({ Name, Code, IsHomeImprovement, IsMajorProduct }) => ({
      Name,
      Code,
      IsHomeImprovement,
      IsMajorProduct,
    }),
  );
}

/** What the dealer products operation lists: the products an application may name. */
export function productsOrServicesOf(dealer: DealerRecord): string[] {
  return dealer.Products.map((product) => product.Name);
}

/** `GET /v1/api/dealers` item: without AttestWindowDays, IncludeLcc, Verticals and SalesRepresentatives. */
export function toV1Dealer(dealer: DealerRecord) {
  return {
    ...sharedDealerFields(dealer),
    Products: recordProducts(dealer),
    Options: dealer.Options,
  };
}

/** `GET /v3/api/dealers` item, fields in the spec's order. */
export function toV3Dealer(dealer: DealerRecord) {
  return {
    ...sharedDealerFields(dealer),
    AttestWindowDays: dealer.AttestWindowDays,
    IncludeLcc: dealer.IncludeLcc,
    Products: recordProducts(dealer),
    Options: dealer.Options,
    Verticals: dealer.Verticals,
    SalesRepresentatives: dealer.SalesRepresentatives,
  };
}

export function toProductItems(dealer: DealerRecord) {
  return productsOrServicesOf(dealer).map((name) => ({ ProductOrService: name }));
}
