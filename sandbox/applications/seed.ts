import type { DatabaseSync } from 'node:sqlite';
import { addDays, addYears } from '../../src/lib/dates.ts';
import { fromCents, toCents } from '../../src/lib/money.ts';
import type { ApplicantV3, ApplicationV3 } from '../../src/schemas/application-v3.ts';
import { calendarDay, wireDate } from '../dates.ts';
import {
  isDealerLockedOut,
  listAllDealers,
  recordProducts,
  type DealerRecord,
} from '../dealers/store.ts';
import { transaction } from '../transaction.ts';
import { displayNameOf, findUserById } from '../users/store.ts';
import {
  decide,
  fundingRequestedLongStatus,
  fundingRequestedMessages,
  PAYMENT_ESTIMATE_FACTOR,
} from './decisions.ts';
import {
  creditTypeFor,
  type ApplicationStatus,
  type NewApplication,
  type StoredApplication,
} from './record.ts';
import {
  applyChange,
  assignableUserIds,
  decisionFor,
  insertStoredApplication,
  newStoredApplication,
  nextApplicationId,
  recordPaperworkSigned,
  recordPaperworkSubmitted,
} from './store.ts';

/**
 * The seeded applications: a realistic pipeline for the three seed dealers over the last 120
 * days, in every status the sandbox uses. Deterministic for a given count and clock (a seeded
 * PRNG), and built through the same code as a submission and a decision, so a seeded record
 * is exactly what the sandbox itself would have stored. Each applicant's income is chosen so
 * that the documented decision rule gives the intended outcome; no test SSN is used.
 */

export const DEFAULT_SEED_APPLICATIONS = 150;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** mulberry32: small, fast and good enough to make demo data. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, between, int, pick, chance, weighted };
}
type Random = ReturnType<typeof prng>;

// prettier-ignore
const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Patricia', 'William',
  'Elizabeth', 'Carlos', 'Sofia', 'Anthony', 'Nguyen', 'Aisha', 'Kevin', 'Grace', 'Luis',
  'Rachel', 'Thomas', 'Mei', 'Andre', 'Olga', 'Samuel', 'Fatima', 'Brian', 'Lauren', 'Diego',
  'Hannah', 'Raj', 'Angela', 'Tyrone', 'Emily', 'Marcus', 'Yuki', 'Gabriel', 'Teresa', 'Omar',
  'Kathleen', 'Victor', 'Priya', 'Daniel', 'Rosa', 'Steven', 'Amara', 'Joseph', 'Carmen', 'Eric',
];
// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Garcia', 'Martinez', 'Brown', 'Davis', 'Rodriguez', 'Lopez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams',
  'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel',
  'Kim', 'Okafor', 'Cohen', 'Murphy', 'Rossi', 'Kowalski', 'Haddad', 'Ortiz', 'Chen', 'Jones',
];
// prettier-ignore
const STREETS = [
  'Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Walnut', 'Willow', 'Sycamore', 'Magnolia', 'Juniper',
  'Lincoln', 'Washington', 'Jefferson', 'Madison', 'Park', 'Lake', 'Hillcrest', 'Sunset',
  'Meadow', 'River', 'Highland', 'Orchard', 'Chestnut', 'Spruce', 'Franklin', 'Church',
];
const STREET_KINDS = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way', 'Blvd', 'Pl'];

/** Cities with real ZIP codes and area codes near each seed dealer, by state. */
const PLACES: Record<string, { city: string; zips: string[] }[]> = {
  CA: [
    { city: 'Sacramento', zips: ['95814', '95816', '95819', '95822', '95825', '95831'] },
    { city: 'Elk Grove', zips: ['95624', '95757', '95758'] },
    { city: 'Roseville', zips: ['95661', '95678', '95747'] },
    { city: 'Folsom', zips: ['95630'] },
    { city: 'Davis', zips: ['95616', '95618'] },
    { city: 'Citrus Heights', zips: ['95610', '95621'] },
  ],
  AZ: [
    { city: 'Scottsdale', zips: ['85251', '85254', '85258', '85260'] },
    { city: 'Phoenix', zips: ['85016', '85018', '85028', '85032'] },
    { city: 'Tempe', zips: ['85281', '85283', '85284'] },
    { city: 'Mesa', zips: ['85201', '85204', '85213'] },
    { city: 'Chandler', zips: ['85224', '85226', '85248'] },
  ],
  NY: [
    { city: 'Brooklyn', zips: ['11215', '11217', '11218', '11238'] },
    { city: 'Astoria', zips: ['11102', '11105', '11106'] },
    { city: 'Staten Island', zips: ['10301', '10306', '10314'] },
    { city: 'Bronx', zips: ['10463', '10465', '10471'] },
    { city: 'New York', zips: ['10025', '10027', '10128'] },
  ],
};
const AREA_CODES: Record<string, string[]> = {
  CA: ['916', '279', '530'],
  AZ: ['480', '602', '623'],
  NY: ['718', '347', '917'],
};
/** Per state, the sales tax rate in basis points the seed charges. */
const SALES_TAX_BP: Record<string, number> = { CA: 875, AZ: 810, NY: 887 };

/** Price ranges in dollars by product name. */
const PRICE_RANGES: Record<string, [number, number]> = {
  HVAC: [6_500, 19_000],
  'Water Heaters': [1_800, 6_500],
  'Windows and Doors': [7_500, 32_000],
  'Swimming Pools': [28_000, 86_000],
  'Spas and Hot Tubs': [6_000, 18_500],
  Appliances: [1_300, 6_800],
  Furniture: [1_400, 7_500],
  Mattresses: [1_200, 4_200],
};

const EMPLOYERS: [string, string][] = [
  ['Sutter Health', 'Nurse'],
  ['Kaiser Permanente', 'Medical Assistant'],
  ['State of California', 'Analyst'],
  ['Intel Corporation', 'Engineer'],
  ['UPS', 'Driver'],
  ['Costco Wholesale', 'Department Manager'],
  ['City School District', 'Teacher'],
  ['Banner Health', 'Pharmacist'],
  ['American Airlines', 'Flight Attendant'],
  ['Honeywell Aerospace', 'Technician'],
  ['NYC Transit', 'Train Operator'],
  ['Mount Sinai Hospital', 'Lab Technician'],
  ['Verizon', 'Account Manager'],
  ['Home Depot', 'Store Supervisor'],
  ['Wells Fargo', 'Loan Officer'],
  ['County Sheriff', 'Deputy'],
  ['Amazon', 'Operations Manager'],
  ['Target', 'Team Lead'],
];
const TRADES = ['Electrician', 'Contractor', 'Consultant', 'Photographer', 'Plumber', 'Designer'];

/** The outcome the seed aims for, and how often (per cent). */
const OUTCOMES: readonly (readonly [ApplicationStatus, number])[] = [
  ['Processing', 10],
  ['Approved', 36],
  ['Pending', 12],
  ['Declined', 16],
  ['FundingRequested', 26],
];

type Plan = {
  outcome: ApplicationStatus;
  createdAt: Date;
  dealer: DealerRecord;
};

function phoneNumber(random: Random, state: string): string {
  return `${random.pick(AREA_CODES[state] ?? ['916'])}5550${random.int(100, 199)}`.slice(0, 10);
}

function dollarsToCents(dollars: number): number {
  return Math.round(dollars) * 100;
}

function person(random: Random, today: string, lastName?: string) {
  const firstName = random.pick(FIRST_NAMES);
  const last = lastName ?? random.pick(LAST_NAMES);
  const age = random.weighted([
    [random.int(24, 40), 35],
    [random.int(41, 64), 45],
    [random.int(65, 84), 20],
  ] as const);
  const birth = addDays(addYears(today, -age), -random.int(1, 360));
  return { firstName, lastName: last, birth, age };
}

/** A valid identification of the v3 matrix: mostly driver's licenses. */
function identification(random: Random, today: string, state: ApplicantV3['State']) {
  const kind = random.weighted([
    ['DriversLicense', 80],
    ['StateId', 12],
    ['UnitedStatesPassport', 8],
  ] as const);
  const issued = addDays(today, -random.int(200, 2_500));
  const expires = addYears(issued, kind === 'UnitedStatesPassport' ? 10 : 8);
  const number =
    kind === 'UnitedStatesPassport'
      ? String(random.int(500_000_000, 599_999_999))
      : `${String.fromCharCode(65 + random.int(0, 25))}${random.int(1_000_000, 9_999_999)}`;
  return {
    IdentificationType: kind,
    IdentificationNumber: number,
    IsIssueDatePresent: true,
    IdentificationIssueDate: issued,
    IsIssueStatePresent: kind === 'UnitedStatesPassport' ? null : true,
    IdentificationState: kind === 'UnitedStatesPassport' ? null : state,
    ExpirationDateUnavailable: kind === 'DriversLicense' ? null : false,
    IdentificationExpirationDate: expires > today ? expires : addYears(expires, 8),
  } satisfies Partial<ApplicantV3>;
}

/** One applicant of a v3 body; incomes are filled in afterwards to reach the intended outcome. */
function applicant(
  random: Random,
  today: string,
  home: { address1: string; city: string; state: string; zip: string; ownership: 'Own' | 'Rent' },
  options: { lastName?: string; coApplicant: boolean; hasCoApplicant: boolean },
): ApplicantV3 {
  const who = person(random, today, options.lastName);
  const retired = who.age >= 66 && random.chance(0.8);
  const selfEmployed = !retired && random.chance(0.14);
  const [employer, occupation] = random.pick(EMPLOYERS);
  const birthYear = Number(who.birth.slice(0, 4));
  const startYear = Math.max(birthYear + 18, Number(today.slice(0, 4)) - random.int(1, 22));
  const email = random.chance(0.85)
    ? `${who.firstName}.${who.lastName}${random.int(1, 99)}@example.com`.toLowerCase()
    : null;
  return {
    EmploymentType: retired ? 'Retired' : selfEmployed ? 'SelfEmployed' : 'Employed',
    CurrentEmployer: retired ? null : selfEmployed ? `${who.lastName} Services` : employer,
    CurrentEmployerPhoneNumber: retired ? null : phoneNumber(random, home.state),
    Occupation: retired ? 'Retired' : selfEmployed ? random.pick(TRADES) : occupation,
    EmploymentMonth: retired ? null : random.int(1, 11),
    EmploymentYear: retired ? null : startYear,
    YearsOfIncomeFromCurrentSources: retired ? random.int(1, 20) : null,
    GrossMonthlyIncome: 0,
    AdditionalIncomeSources: [],
    ResidenceType: home.ownership,
    Payment: 0,
    MonthsAtResidence: random.int(0, 11),
    YearsAtResidence: random.int(0, 25),
    HasCoApplicant: options.hasCoApplicant,
    HomeValue: null,
    FirstName: who.firstName,
    MiddleInitial: random.chance(0.6) ? String.fromCharCode(65 + random.int(0, 25)) : null,
    LastName: who.lastName,
    Suffix: who.age > 55 && random.chance(0.05) ? 'SR' : null,
    Address1: home.address1,
    Address2: null,
    City: home.city,
    State: home.state as ApplicantV3['State'],
    PostalCode: home.zip,
    EmailAddress: email,
    PrimaryPhone: phoneNumber(random, home.state),
    PrimaryPhoneType: random.weighted([
      ['Cell', 80],
      ['Home', 15],
      ['Work', 5],
    ] as const),
    SecondaryPhone: null,
    SecondaryPhoneType: null,
    // Never a test SSN: those start 5000000.
    SocialSecurityNumber: `${random.int(100, 499)}${random.int(10, 99)}${random.int(1000, 9999)}`,
    DateOfBirth: who.birth,
    // Nullable No in the spec: left out when there is no value, as the portal sends them.
    ...(options.coApplicant ? { ApplicantRelationship: 'Spouse' as const } : {}),
    IsInstallationAddressDifferent: false,
    InstallationAddress2: null,
    ...identification(random, today, home.state as ApplicantV3['State']),
  } as ApplicantV3;
}

/** The debt-to-income band (per cent) that yields the intended outcome under the rule. */
function dtiBand(random: Random, outcome: ApplicationStatus): [number, number] {
  switch (outcome) {
    case 'Approved':
    case 'FundingRequested':
      return random.pick<[number, number]>([
        [8, 15],
        [15, 20],
        [20, 25],
        [25, 30],
        [30, 35],
      ]);
    case 'Pending':
      return [36, 49];
    case 'Declined':
      return [52, 85];
    case 'Processing':
      return [12, 45];
  }
}

/** Fills the incomes so that household income puts debt-to-income inside `band`. */
function withIncomes(random: Random, body: ApplicationV3, band: [number, number]): ApplicationV3 {
  const housing = toCents(body.Applicant.Payment ?? 0);
  const estimate =
    Math.ceil(
      (toCents(body.LoanParameters.AmountFinanced) * Number(PAYMENT_ESTIMATE_FACTOR)) / 100,
    ) * 100;
  const dti = random.between(band[0] + 0.3, band[1] - 0.3) / 100;
  // Whole tens of dollars, as people state their income.
  const total = Math.round((housing + estimate) / dti / 1_000) * 1_000;
  const coShare =
    body.CoApplicant === null ? 0 : Math.round((total * random.between(0.2, 0.45)) / 1_000) * 1_000;
  let own = total - coShare;
  const additional: ApplicantV3['AdditionalIncomeSources'] = [];
  if (body.Applicant.EmploymentType === 'Retired') {
    const pension = Math.min(own, Math.round((own * random.between(0.3, 0.6)) / 1_000) * 1_000);
    if (pension > 0) {
      additional.push({
        AdditionalIncomeSource: 'Other',
        Description: 'Social Security',
        Source: 'Social Security Administration',
        Amount: fromCents(pension),
        IsNonTaxableIncome: true,
      });
      own -= pension;
    }
  }
  return {
    ...body,
    Applicant: {
      ...body.Applicant,
      GrossMonthlyIncome: fromCents(own),
      AdditionalIncomeSources: additional,
    },
    CoApplicant:
      body.CoApplicant === null
        ? null
        : { ...body.CoApplicant, GrossMonthlyIncome: fromCents(coShare) },
  };
}

/** A valid v3 body for the plan's dealer, as a dealer user would have sent it that day. */
function requestBody(random: Random, plan: Plan): ApplicationV3 {
  const { dealer } = plan;
  const today = calendarDay(plan.createdAt);
  const state = dealer.Address.State;
  const place = random.pick(PLACES[state] ?? PLACES.CA!);
  const ownership = random.chance(0.68) ? 'Own' : 'Rent';
  const home = {
    address1: `${random.int(100, 9_899)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}`,
    city: place.city,
    state,
    zip: random.pick(place.zips),
    ownership,
  } as const;
  const withCoApplicant = random.chance(0.25);
  const main = applicant(random, today, home, {
    coApplicant: false,
    hasCoApplicant: withCoApplicant,
  });
  const residence =
    ownership === 'Own'
      ? { Payment: random.int(9, 42) * 100, HomeValue: random.int(24, 95) * 10_000 }
      : { Payment: random.int(9, 30) * 100, HomeValue: null };
  const co = withCoApplicant
    ? {
        ...applicant(random, today, home, {
          lastName: random.chance(0.7) ? main.LastName : undefined,
          coApplicant: true,
          hasCoApplicant: true,
        }),
        ...residence,
      }
    : null;

  // The record's products, as before the operation-only ones were seeded: the same book.
  const product = random.pick(recordProducts(dealer));
  const [low, high] = PRICE_RANGES[product.Name] ?? [2_000, 10_000];
  const price = dollarsToCents(random.between(low, high) / 5) * 5;
  const homeImprovementCa =
    state === 'CA' && dealer.Products.some((item) => item.IsMajorProduct && item.IsHomeImprovement);
  const downCap = homeImprovementCa
    ? Math.min(Math.floor(price / 10), 100_000)
    : Math.floor(price / 5);
  const down = random.chance(0.45)
    ? Math.max(100, Math.floor((downCap * random.between(0.2, 1)) / 100) * 100)
    : 0;
  const taxed = random.chance(0.8);
  const tax = taxed ? Math.round(((price - down) * (SALES_TAX_BP[state] ?? 800)) / 10_000) : 0;
  const financed = Math.min(Math.max(price - down + tax, 100_000), 10_000_000);
  const body: ApplicationV3 = {
    Applicant: { ...main, ...residence },
    CoApplicant: co,
    LoanParameters: {
      ContractState: state as ApplicationV3['LoanParameters']['ContractState'],
      ContractLanguage: 'English',
      ProductOrService: product.Name,
      SellingPrice: fromCents(financed - tax + down),
      DownPayment: down > 0 ? fromCents(down) : null,
      CompletionPayment: null,
      SalesTaxIncluded: taxed,
      SalesTax: taxed ? fromCents(tax) : null,
      AmountFinanced: fromCents(financed),
      CompletionDate: null,
      DealerId: dealer.Id,
      DealerNumber: null,
    },
  };
  return withIncomes(random, body, dtiBand(random, plan.outcome));
}

/** Seed dealers get this share of the applications, in seed order (Sunrise, Lakeside, Empire). */
const DEALER_WEIGHTS = [45, 20, 35];

function plans(random: Random, now: Date, dealers: DealerRecord[], count: number): Plan[] {
  const weighted = dealers.map((dealer, index) => [dealer, DEALER_WEIGHTS[index] ?? 20] as const);
  const list: Plan[] = [];
  for (let index = 0; index < count; index += 1) {
    const outcome = random.weighted(OUTCOMES);
    const ageMs =
      outcome === 'Processing'
        ? random.between(5 * MINUTE_MS, 3 * DAY_MS)
        : outcome === 'FundingRequested'
          ? random.between(8 * DAY_MS, 120 * DAY_MS)
          : random.between(10 * MINUTE_MS, 120 * DAY_MS);
    const createdAt = new Date(now.getTime() - Math.round(ageMs));
    // A dealer locked out by attestation took no applications after its deadline.
    const open = weighted.filter(([dealer]) => !isDealerLockedOut(dealer, calendarDay(createdAt)));
    list.push({ outcome, createdAt, dealer: random.weighted(open.length > 0 ? open : weighted) });
  }
  // Ids grow with time, as the service's do.
  return list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Adds `count` applications, in one transaction with prepared statements (10,000 take a few
 * seconds). Safe inside the seed's own transaction.
 */
export function seedApplications(
  db: DatabaseSync,
  now: Date,
  count: number,
  onRequest?: OnSeededRequest,
): void {
  if (count <= 0) return;
  const random = prng(0x5eed_a991);
  const dealers = listAllDealers(db);
  if (dealers.length === 0) return;
  const assignees = new Map(dealers.map((dealer) => [dealer.Id, assignableUserIds(db, dealer.Id)]));
  const names = new Map<number, string>();
  const nameOf = (userId: number) => {
    let name = names.get(userId);
    if (name === undefined) {
      const user = findUserById(db, userId);
      name = user === undefined ? `user ${userId}` : displayNameOf(user);
      names.set(userId, name);
    }
    return name;
  };
  const latest = now.getTime() - MINUTE_MS;
  const work = () => {
    let id = nextApplicationId(db);
    for (const plan of plans(random, now, dealers, count)) {
      seedOne(db, random, plan, id, { latest, assignees, nameOf, onRequest });
      id += 1;
    }
  };
  transaction(db, work);
}

type SeedContext = {
  latest: number;
  assignees: Map<number, number[]>;
  nameOf: (userId: number) => string;
  onRequest: OnSeededRequest | undefined;
};

/**
 * Hears each seeded application's request body as it was sent. The store keeps only the record
 * (docs/decisions/0016); the seed's test checks the bodies against the v3 rules through this.
 */
export type OnSeededRequest = (applicationId: number, request: ApplicationV3) => void;

/** The rule's outcome a plan needs: stage funding starts from an approval. */
function decisionOutcome(outcome: ApplicationStatus): string {
  return outcome === 'FundingRequested' ? 'Approved' : outcome;
}

function seedOne(db: DatabaseSync, random: Random, plan: Plan, id: number, context: SeedContext) {
  const { dealer } = plan;
  const users = context.assignees.get(dealer.Id) ?? [];
  const assignedUserId = random.pick(users.length > 0 ? users : [1]);
  const inputOf = (body: ApplicationV3): NewApplication => ({
    version: 3,
    dealer,
    applicant: body.Applicant,
    coApplicant: body.CoApplicant,
    loan: {
      ...body.LoanParameters,
      CreditType: creditTypeFor(dealer, body.LoanParameters.ProductOrService),
    },
    assignedUserId,
  });
  let body = requestBody(random, plan);
  let application = newStoredApplication(inputOf(body), id, plan.createdAt, null);
  // Rounding the income to whole dollars can cross a band edge: draw again (rarely needed).
  for (
    let attempt = 0;
    attempt < 5 &&
    plan.outcome !== 'Processing' &&
    decide(application.record).outcome !== decisionOutcome(plan.outcome);
    attempt += 1
  ) {
    body = withIncomes(random, body, dtiBand(random, plan.outcome));
    application = newStoredApplication(inputOf(body), id, plan.createdAt, null);
  }
  context.onRequest?.(id, body);

  const history: { at: string; message: string }[] = [];
  const at = (time: number) => new Date(Math.min(time, context.latest));
  const change = (next: StoredApplication, when: Date, message: string) => {
    application = next;
    history.push({ at: when.toISOString(), message });
  };
  if (plan.outcome === 'Processing') {
    insertStoredApplication(db, application, history);
    return;
  }

  let time = plan.createdAt.getTime() + random.int(3_000, 180_000);
  const decidedAt = at(time);
  const decided = decisionFor(application, dealer, decidedAt);
  change(applyChange(application, decided.change, decidedAt), decidedAt, decided.history);
  if (application.status !== 'Approved') {
    insertStoredApplication(db, application, history);
    return;
  }

  const later = (minMs: number, maxMs: number) => {
    time += random.int(minMs, maxMs);
    return at(time);
  };
  if (random.chance(0.3)) {
    const when = later(MINUTE_MS * 20, DAY_MS * 2);
    const project = `PRJ-${calendarDay(when).slice(2, 4)}${String(random.int(1, 9_999)).padStart(4, '0')}`;
    change(
      applyChange(application, { record: { ProjectNumber: project } }, when),
      when,
      `Project number set to ${project} by ${context.nameOf(assignedUserId)}.`,
    );
  }
  if (random.chance(0.15) && users.length > 1) {
    const from = application.record.AssignedUserId;
    const to = random.pick(users.filter((user) => user !== from));
    const when = later(MINUTE_MS * 30, DAY_MS);
    change(
      applyChange(application, { record: { AssignedUserId: to } }, when),
      when,
      `Reassigned from ${context.nameOf(from)} to ${context.nameOf(to)} by ${context.nameOf(users[0]!)}.`,
    );
  }
  if (plan.outcome !== 'FundingRequested') {
    insertStoredApplication(db, application, history);
    return;
  }

  const by = context.nameOf(application.record.AssignedUserId);
  const email = application.record.Applicant.EmailAddress;
  const sent = later(DAY_MS / 2, DAY_MS * 3);
  change(
    applyChange(application, {}, sent),
    sent,
    `Full paperwork submitted for ${email === null ? 'signing on paper' : 'e-signing'} by ${by}.`,
  );
  const signed = later(DAY_MS / 4, DAY_MS * 2);
  const signature = {
    SignatureType: 'FULL' as const,
    SignatureInformation: [
      {
        SigneeType: 'Applicant' as const,
        DateSent: wireDate(calendarDay(sent)),
        DateSigned: wireDate(calendarDay(signed)),
        EmailAddress: email,
        AccessCode: null,
        Reviewed: null,
      },
    ],
  };
  change(
    applyChange(application, { record: { Signatures: [signature] } }, signed),
    signed,
    'Full paperwork signed by the applicant.',
  );
  const funding = later(MINUTE_MS * 30, DAY_MS * 2);
  change(
    applyChange(
      application,
      {
        record: {
          Status: 'FundingRequested',
          LongApplicationStatus: fundingRequestedLongStatus(calendarDay(funding)),
          Messages: fundingRequestedMessages(application.record.Messages),
        },
      },
      funding,
    ),
    funding,
    `Stage funding requested by ${by}.`,
  );
  insertStoredApplication(db, application, history);
  recordPaperworkSubmitted(db, id, 'FULL', sent);
  recordPaperworkSigned(db, id, 'FULL', signed);
}
