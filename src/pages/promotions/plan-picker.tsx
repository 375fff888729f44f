import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { statusQuery } from '../../api/applications.ts';
import { useConfig } from '../../api/config.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { autopayOnlyOffered, useChosenPlan } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { promotionsPreviewQueryOptions, promotionsQuery } from '../../api/promotions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { Section } from '../../components/section.tsx';
import { CustomerRegion } from '../../components/i18n/customer-region.tsx';
import { localeFormat } from '../../components/i18n/use-locale-format.ts';
import { termFilterLabel } from '../../components/plan-words.tsx';
import { toCents } from '../../lib/money.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { Promotion } from '../../schemas/promotion-records.ts';
import { CREDIT_TYPES, type CreditType, US_STATES, type UsState } from '../../schemas/enums.ts';
import {
  planFigures,
  sortPlans,
  termFilterValue,
  termFilterValues,
  type PlanFigures,
  type PlanSort,
} from '../../schemas/promotion-figures.ts';
import { ChoosePlan } from './choose-plan.tsx';
import { CompareTable } from './compare-table.tsx';
import { PlanCard } from './plan-card.tsx';
import { PreviewAmount } from './preview-amount.tsx';

const CustomerLanguageBar = lazy(() => import('../../components/i18n/customer-language-bar.tsx'));

/** At most this many plans side by side: more no longer fits a tablet's width. */
export const COMPARE_LIMIT = 3;

function sortOptions(i18n: I18n, customerView: boolean): { value: PlanSort; label: string }[] {
  const options: { value: PlanSort; label: string }[] = [
    { value: 'payment', label: i18n._(msg`Monthly payment, lowest first`) },
    { value: 'apr', label: i18n._(msg`APR, lowest first`) },
    { value: 'term', label: i18n._(msg`Term, shortest first`) },
    { value: 'fee', label: i18n._(msg`Dealer fee, lowest first`) },
  ];
  // The customer sees no dealer fee, so cannot sort by it either (the order would tell it).
  return customerView ? options.filter((option) => option.value !== 'fee') : options;
}

const isCreditType = (value: unknown): value is CreditType =>
  CREDIT_TYPES.includes(value as CreditType);
const isState = (value: unknown): value is UsState => US_STATES.includes(value as UsState);

/** The plans of an approved application: list, sort, filter, compare, preview and choose. */
export function PlanPicker({
  application,
  mayChoose,
  signed,
}: {
  application: ApplicationRecord;
  mayChoose: boolean;
  signed: boolean;
}) {
  const { t } = useLingui();
  const { dealerFeeUnit } = useConfig();
  const applicationId = application.Id;
  const creditType = application.LoanType;
  const state = application.Context?.State;
  const applicationAmount = application.FinancialInformation?.TotalAmountFinanced;
  // The limit of a preview: only the status record carries the approved amount.
  const amountApproved = useQuery(statusQuery(applicationId)).data?.AmountApproved;
  // The plan chosen already, as the paperwork GET names it (the detail carries no PromotionId).
  const mayReadPaperwork = useMay('paperwork.read', application.Dealer?.Id);
  const chosenId = useChosenPlan(applicationId, mayReadPaperwork).data?.promotionId;
  const mayWritePaperwork = useMay('paperwork.write', application.Dealer?.Id);

  const [previewAmount, setPreviewAmount] = useState<number | null>(null);
  const [customerView, setCustomerView] = useState(false);
  const [sort, setSort] = useState<PlanSort>('payment');
  const [term, setTerm] = useState('all');
  const [compared, setCompared] = useState<number[]>([]);
  const [compareRefused, setCompareRefused] = useState(false);
  const [choosing, setChoosing] = useState<PlanFigures | null>(null);

  const previewUnavailable =
    isCreditType(creditType) && isState(state)
      ? null
      : t`Another amount cannot be previewed: the application does not state its credit type and contract state.`;
  const previewing = previewUnavailable === null ? previewAmount : null;
  // The query variant for a previewed amount; a new amount is a new key, and the request for
  // the old one is cancelled through its signal.
  const options =
    previewing !== null && isCreditType(creditType) && isState(state)
      ? promotionsPreviewQueryOptions({
          applicationId,
          amountFinanced: previewing,
          creditType,
          stateCode: state,
        })
      : promotionsQuery(applicationId);
  // The two keys differ in shape; the answers are the same records.
  const query = useQuery(options as UseQueryOptions<Promotion[], Error, Promotion[], QueryKey>);
  const { status, data, error } = query;
  // The list shown, with the amount it is for.
  const plans = { status, data, error, previewing };
  // The comparison comes once the first list is in: below the list, it would otherwise stand
  // where the plans go and be pushed down when they come (a layout shift).
  const listed = plans.status !== 'pending' || plans.previewing !== null;

  const amount = plans.previewing ?? applicationAmount;
  const amountCents = amount === null || amount === undefined ? null : toCents(amount);
  const figures = useMemo(
    () =>
      (plans.data ?? []).map((promotion) =>
        planFigures(promotion, { creditType, amountFinancedCents: amountCents, dealerFeeUnit }),
      ),
    [plans.data, creditType, amountCents, dealerFeeUnit],
  );
  const termValues = termFilterValues(figures);
  // A term a previewed list no longer has shows every plan, as the select then does.
  const activeTerm = termValues.includes(term) ? term : 'all';
  const activeSort = customerView && sort === 'fee' ? 'payment' : sort;
  const shown = sortPlans(
    activeTerm === 'all' ? figures : figures.filter((plan) => termFilterValue(plan) === activeTerm),
    activeSort,
  );
  const comparedPlans = compared
    .map((id) => figures.find((plan) => plan.promotion.Id === id))
    .filter((plan): plan is PlanFigures => plan !== undefined);

  const toggleCompare = (id: number, on: boolean) => {
    if (!on) {
      setCompared((ids) => ids.filter((other) => other !== id));
      setCompareRefused(false);
      return;
    }
    if (comparedPlans.length >= COMPARE_LIMIT) {
      setCompareRefused(true);
      return;
    }
    setCompareRefused(false);
    // Plans a preview no longer lists leave the comparison.
    setCompared([...comparedPlans.map((plan) => plan.promotion.Id), id]);
  };

  return (
    <Stack gap="md" className={customerView ? 'promotions-customer' : undefined}>
      {signed && (
        <Alert color="yellow" title={t`The plan can no longer change`}>
          <Text size="sm">
            <Trans>
              Someone has signed this application’s paperwork, and the lender keeps the plan it was
              signed with. You can still look at and compare the plans.
            </Trans>
          </Text>
        </Alert>
      )}
      {!mayChoose && <NotAvailable capability="promotions.write" />}

      <Section
        title={t`Plans`}
        action={
          <Switch
            label={t`Customer view`}
            description={t`Hides the dealer’s figures; shows the full cost beside each payment.`}
            checked={customerView}
            onChange={(event) => setCustomerView(event.currentTarget.checked)}
            size="md"
          />
        }
      >
        {/* What the customer reads, in the language they choose (issue 35, item 5). */}
        <CustomerRegion active={customerView}>
          <Stack gap="md">
            {customerView && (
              <Suspense>
                <CustomerLanguageBar
                  contractLanguage={application.Context?.Language?.LanguageType}
                />
              </Suspense>
            )}
            <PreviewAmount
              applicationAmount={applicationAmount}
              amountApproved={amountApproved}
              previewing={previewing}
              unavailable={previewUnavailable}
              onPreview={setPreviewAmount}
            />
            <PlanFilters
              customerView={customerView}
              sort={activeSort}
              onSort={setSort}
              term={activeTerm}
              termValues={termValues}
              onTerm={setTerm}
            />

            <Text fw={600} role="status">
              {plans.status === 'success' && (
                <ListSummary
                  previewing={plans.previewing}
                  count={shown.length}
                  applicationAmount={applicationAmount}
                />
              )}
            </Text>

            <ChoosePlan
              applicationId={applicationId}
              plan={choosing}
              previewAmount={plans.previewing}
              mayWritePaperwork={mayWritePaperwork}
              offersAutopay={autopayOnlyOffered(application.Status, application.Signatures)}
              onClose={() => setChoosing(null)}
            />

            <PlanList
              status={plans.status}
              error={plans.error}
              onRetry={() => void query.refetch()}
              previewing={plans.previewing}
              shown={shown}
              anyAtAll={figures.length > 0}
              render={(plan) => (
                <PlanCard
                  key={plan.promotion.Id}
                  plan={plan}
                  customerView={customerView}
                  dealerFeeUnit={dealerFeeUnit}
                  chosen={plan.promotion.Id === chosenId}
                  compared={compared.includes(plan.promotion.Id)}
                  onCompare={(on) => toggleCompare(plan.promotion.Id, on)}
                  // The reasons stand above the list: the account's role, or signed paperwork.
                  mayChoose={mayChoose && !signed}
                  onChoose={() => setChoosing(plan)}
                />
              )}
            />
          </Stack>
        </CustomerRegion>
      </Section>

      {listed && (
        <CustomerRegion active={customerView}>
          <CompareTable
            plans={comparedPlans}
            customerView={customerView}
            refused={compareRefused}
            onClear={() => {
              setCompared([]);
              setCompareRefused(false);
            }}
          />
        </CustomerRegion>
      )}
    </Stack>
  );
}

/** The sort and the term filter, in the region's language. */
function PlanFilters({
  customerView,
  sort,
  onSort,
  term,
  termValues,
  onTerm,
}: {
  customerView: boolean;
  sort: PlanSort;
  onSort: (sort: PlanSort) => void;
  term: string;
  termValues: string[];
  onTerm: (term: string) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <Group gap="md" align="flex-end">
      <NativeSelect
        label={t`Sort by`}
        data={sortOptions(i18n, customerView)}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as PlanSort)}
      />
      <NativeSelect
        label={t`Term`}
        data={[
          { value: 'all', label: t`All terms` },
          ...termValues.map((value) => ({ value, label: termFilterLabel(i18n, value) })),
        ]}
        value={term}
        onChange={(event) => onTerm(event.currentTarget.value)}
      />
    </Group>
  );
}

/** "3 plans for $12,531.25 financed.", or the same for a previewed amount. */
function ListSummary({
  previewing,
  count,
  applicationAmount,
}: {
  previewing: number | null;
  count: number;
  applicationAmount: number | null | undefined;
}) {
  const { i18n } = useLingui();
  const dollars = localeFormat(i18n).amount;
  const amount = dollars(applicationAmount);
  const plansCount = i18n._(msg`${plural(count, { one: '# plan', other: '# plans' })}`);
  if (previewing === null)
    return (
      <Trans>
        {plansCount} for {amount} financed.
      </Trans>
    );
  const preview = dollars(previewing);
  return (
    <Trans>
      Preview for {preview}: {plansCount} for this amount, not the application’s {amount}.
    </Trans>
  );
}

/** The list in each of its states: loading, failed (try again), none offered, or the plans. */
function PlanList({
  status,
  error,
  onRetry,
  previewing,
  shown,
  anyAtAll,
  render,
}: {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  onRetry: () => void;
  previewing: number | null;
  shown: PlanFigures[];
  anyAtAll: boolean;
  render: (plan: PlanFigures) => React.ReactNode;
}) {
  const { i18n, t } = useLingui();
  const preview = previewing === null ? '' : localeFormat(i18n).amount(previewing);
  if (status === 'pending') {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>
          {previewing === null ? t`Loading the plans…` : t`Loading the plans for ${preview}…`}
        </Text>
      </Group>
    );
  }
  if (status === 'error') {
    if (isApiError(error) && error.kind === 'disabled') {
      return <NotAvailable capability="promotions.read" banner />;
    }
    return (
      <Alert color="red" title={t`The plans could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(error)}</Text>
          <Button variant="default" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!anyAtAll) {
    return (
      <Text>
        {previewing === null
          ? t`The lender offers no plans for this application. Preview another amount, or ask your lender representative.`
          : t`The lender offers no plans for ${preview}. Try another amount.`}
      </Text>
    );
  }
  if (shown.length === 0) {
    return (
      <Text>
        <Trans>No plan has this term. Choose “All terms”.</Trans>
      </Text>
    );
  }
  return <SimpleGrid cols={{ base: 1, md: 2 }}>{shown.map(render)}</SimpleGrid>;
}
