import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { scalarPathsOf } from '../../api/field-errors.ts';
import { useSubmitPaperwork } from '../../api/paperwork.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { FormProblems } from '../../components/form/form-problems.tsx';
import { useFormLeaveGuard } from '../../components/use-form-leave-guard.ts';
import { useSendAgain } from '../../components/form/use-send-again.ts';
import { refuseOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import { formatAmount, formatDate } from '../../lib/format.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { calendarDay } from '../../schemas/paperwork-requests.ts';
import {
  formPathOf,
  paperworkRequestBody,
  type PaperworkFormRulesContext,
} from '../../schemas/paperwork-form-schema.ts';
import {
  comparePlanAmount,
  lastSigningOption,
  paperworkFormDefaults,
  type PaperworkFormContext,
  type PaperworkFormValues,
} from '../../schemas/paperwork-form.ts';
import type { PaperworkData } from '../../schemas/paperwork-records.ts';
import type { Promotion } from '../../schemas/promotion-records.ts';
import { AutopaySection } from './autopay-section.tsx';
import { CompletionSection } from './completion-section.tsx';
import { PLAN_CHECK_ID } from './plan-check-id.ts';
import { MoneySection } from './money-section.tsx';
import { PartiesSection } from './parties-section.tsx';
import { paperworkResolver } from './paperwork-resolver.ts';
import { ProductsSection } from './products-section.tsx';
import { SIGNING_OPTION_IN_SENTENCE, SigningSection } from './signing-section.tsx';
import { AfterSending } from './after-sending.tsx';
import type { Submitted } from './submission-result.tsx';
import { TermsSection } from './terms-section.tsx';
import { withNewAmount } from './new-amount.ts';

/** Values shown without an input of their own, where a refusal about them is shown too. */
const SHOWN_WITHOUT_INPUT = ['LoanParameters.AmountFinanced'];

function emailedOf(values: PaperworkFormValues): string[] {
  const signature = values.Signature;
  return [
    signature.Applicant.EmailAddress,
    values.Application.CoApplicant ? signature.CoApplicant.EmailAddress : '',
    signature.Dealer.EmailAddress,
  ]
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The last submission (the GET's FULL signature), so the page can say what a new one replaces. */
function lastSubmissionOf(data: PaperworkData) {
  return data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL') ?? null;
}

export interface PaperworkFormProps {
  application: ApplicationRecord;
  data: PaperworkData;
  promotion: Promotion;
  /** Whether the account may send paperwork (a read-only role may look). */
  mayWrite: boolean;
  today: string;
  /** The signed-in person: the dealer signer by default. */
  signedIn: PaperworkFormContext['signedIn'];
  /** The status record's AmountApproved, the amount financed's limit; null while unknown. */
  amountApproved: number | null;
  /** A change order's new amount financed: the plan's figures are for it (issue 33 item 8). */
  newAmount?: number | null;
}

/**
 * The paperwork form: sections checked as they are filled, a submit that sends once and puts a
 * refusal on its fields, and what the submission made available. Built once from the GET: a
 * refetch (after a submission) changes nothing typed. No draft: it holds ID and bank numbers.
 */
export function PaperworkForm({
  application,
  data,
  promotion,
  mayWrite,
  today,
  signedIn,
  amountApproved,
  newAmount = null,
}: PaperworkFormProps) {
  const { i18n, t } = useLingui();
  const applicationId = application.Id;
  const last = lastSubmissionOf(data);
  const [{ values: defaults, change }] = useState(() => {
    const values = paperworkFormDefaults(data, {
      applicationId,
      promotion,
      includeLcc: application.Dealer?.IncludeLcc ?? data.Dealer.DealerIncludeLcc ?? false,
      today,
      // Where the e-sign page sends the signer back: this application's page in the portal.
      applicationUrl: `${window.location.origin}/applications/${applicationId}`,
      signedIn,
      planAmountFinanced: newAmount,
    });
    return newAmount === null ? { values, change: null } : withNewAmount(values, newAmount);
  });
  const rules = useMemo<PaperworkFormRulesContext>(
    () => ({
      today,
      applicationCreatedOn: calendarDay(application.CreateDateUtc),
      lastSubmissionSignatureDate: calendarDay(last?.SignatureDate),
      amountApproved,
    }),
    [today, application.CreateDateUtc, last?.SignatureDate, amountApproved],
  );
  const resolver = useMemo<Resolver<PaperworkFormValues>>(() => paperworkResolver(rules), [rules]);
  const form = useForm<PaperworkFormValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
  });
  const submitPaperwork = useSubmitPaperwork(applicationId);
  const { sending, refusal, setRefusal, invalid, submit } = useSubmit(form);
  // After a send the result leads the page and the form waits, hidden, until "Send again".
  const {
    result: submitted,
    sent,
    done,
    failed,
    again,
    resultRef,
    formStartRef,
  } = useSendAgain<Submitted>();
  // Never kept on this device (it holds ID and bank numbers): leaving or signing out asks first.
  useFormLeaveGuard(
    form.control,
    t`everything typed in the paperwork form, ID and bank numbers included`,
    sent,
  );

  const onValid = async (values: PaperworkFormValues) => {
    // Never let stale figures go out: the plan's payment must be for the amount financed.
    if (comparePlanAmount(values).differs) {
      document.getElementById(PLAN_CHECK_ID)?.focus();
      setRefusal(
        t`Not sent: the plan's payment was worked out for another amount financed. Preview the plan for the new amount, or put the figures back.`,
      );
      return;
    }
    try {
      const response = await submitPaperwork.mutateAsync(paperworkRequestBody(values, rules));
      done({ option: values.SigningOption, response, emailed: emailedOf(values) });
    } catch (error) {
      failed();
      setRefusal(
        refuseOnFields(
          form,
          error,
          { isField: scalarPathsOf(values, SHOWN_WITHOUT_INPUT), formPathOf },
          t`Not sent`,
        ),
      );
    }
  };

  const hasCoApplicant = defaults.Application.CoApplicant !== null;
  const amount = formatAmount(newAmount);
  // The product's description is the dealer's own words, kept as typed.
  const product = change ? change.description || t`The first product` : null;
  const from = formatAmount(change?.from);
  const to = formatAmount(change?.to);
  const lastDay = last?.SignatureDate ? formatDate(calendarDay(last.SignatureDate)) : null;
  const lastHow = i18n._(
    SIGNING_OPTION_IN_SENTENCE[lastSigningOption(data) ?? defaults.SigningOption],
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event, onValid)} noValidate aria-label={t`Paperwork`}>
        <Stack gap="lg">
          {newAmount !== null && !sent && (
            <Alert color="blue" title={t`The amount financed changes to ${amount}`}>
              <Text size="sm">
                {product !== null ? (
                  <Trans>
                    The plan and its payment are for {amount}. {product}: its price changes from{' '}
                    {from} to {to} to make up the difference; check the figures.
                  </Trans>
                ) : (
                  <Trans>
                    The plan and its payment are for {amount}. Check the products and money so that
                    they finance this amount.
                  </Trans>
                )}
              </Text>
            </Alert>
          )}
          {submitted && sent ? (
            <AfterSending
              applicationId={applicationId}
              submitted={submitted}
              sent="paperwork"
              resultRef={resultRef}
              onSendAgain={again}
            />
          ) : (
            last && (
              <div ref={formStartRef} tabIndex={-1}>
                <Alert color="blue" title={t`Paperwork was sent before`}>
                  <Text size="sm">
                    {lastDay !== null ? (
                      <Trans>
                        Last sent for signing on {lastDay}: {lastHow}. Nothing is signed yet, so it
                        can be sent again: a new submission replaces those documents, and links sent
                        before stop working.
                      </Trans>
                    ) : (
                      <Trans>
                        Last sent: {lastHow}. Nothing is signed yet, so it can be sent again: a new
                        submission replaces those documents, and links sent before stop working.
                      </Trans>
                    )}
                  </Text>
                </Alert>
              </div>
            )
          )}
          <Stack gap="lg" display={sent ? 'none' : undefined}>
            <PartiesSection hasCoApplicant={hasCoApplicant} />
            <ProductsSection creditType={defaults.LoanParameters.CreditType} />
            <MoneySection
              applicationId={applicationId}
              contractState={defaults.LoanParameters.ContractState}
            />
            <TermsSection loan={defaults.LoanParameters} plan={defaults.Plan} />
            <AutopaySection />
            <CompletionSection offersCertificate={defaults.OffersCompletionCertificate} />
            <SigningSection hasCoApplicant={hasCoApplicant} />
            <Stack gap="xs" align="flex-start">
              <FormProblems
                invalid={invalid}
                refusal={refusal}
                notDone={t`Not sent`}
                title={t`The paperwork was not sent`}
              />
              <Group gap="sm">
                <Button type="submit" loading={sending} disabled={!mayWrite}>
                  {last ? t`Send the paperwork again` : t`Send the paperwork`}
                </Button>
              </Group>
              {!mayWrite && <NotAvailable capability="paperwork.write" />}
            </Stack>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}
