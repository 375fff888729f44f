import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { describeError, isApiError } from '../../api/errors.ts';
import { scalarPathsOf } from '../../api/field-errors.ts';
import { chosenPlanOf, usePaperwork, useSubmitAchPaperwork } from '../../api/paperwork.ts';
import { useMay } from '../../api/permissions.ts';
import { useSignedInPerson } from '../../api/use-signed-in-email.ts';
import { promotionsQuery } from '../../api/promotions.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { FormProblems } from '../../components/form/form-problems.tsx';
import { useFormLeaveGuard } from '../../components/use-form-leave-guard.ts';
import { useSendAgain } from '../../components/form/use-send-again.ts';
import { refuseOnFields } from '../../components/form/form-problems.tsx';
import { useSubmit } from '../../components/form/use-submit.ts';
import { todayIso } from '../../lib/dates.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { AchFormContext } from '../../schemas/paperwork-form-mapping.ts';
import { achPaperworkRequestBody, formPathOf } from '../../schemas/paperwork-form-schema.ts';
import {
  chosenPromotion,
  paperworkFormDefaults,
  type PaperworkFormContext,
  type PaperworkFormValues,
} from '../../schemas/paperwork-form.ts';
import type { PaperworkData } from '../../schemas/paperwork-records.ts';
import type { Promotion } from '../../schemas/promotion-records.ts';
import { AutopaySigning } from './autopay-signing.tsx';
import { AutopayFields } from './autopay-fields.tsx';
import { AutopayChoiceNotice } from './autopay-notice.tsx';
import { CheckedSection } from './checked-section.tsx';
import { achPaperworkResolver } from './paperwork-resolver.ts';
import { AfterSending } from './after-sending.tsx';
import type { Submitted } from './submission-result.tsx';

/** Where a refusal can be shown: the fields this mode shows (the signature date as text). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- field path prefixes, not text
const SHOWN = ['Payment.', 'Signature.', 'SigningOption', 'EsignConsent', 'DocumentSelection.'];
const NOT_SHOWN = [
  'Signature.EsignRedirectUrl',
  'DocumentSelection.ContractState',
  'DocumentSelection.ContractLanguage',
];

function shownField(values: PaperworkFormValues): (path: string) => boolean {
  const scalar = scalarPathsOf(values, ['Signature.SignatureDate']);
  return (path) =>
    scalar(path) && SHOWN.some((prefix) => path.startsWith(prefix)) && !NOT_SHOWN.includes(path);
}

/** The full paperwork's signature (the GET's FULL item), whose date ACH-only must carry. */
const fullSignatureOf = (data: PaperworkData) =>
  data.Signatures.find((signature) => signature.PaperworkSignatureType === 'FULL') ?? null;

/** The autopay authorisation sent before (by ACH-only or with the full paperwork), if any. */
const achSignatureOf = (data: PaperworkData) =>
  data.Signatures.find((signature) => signature.PaperworkSignatureType === 'ACH') ?? null;

/** Who gets a link: the customers who sign the authorisation, and the dealer. */
function emailedOf(values: PaperworkFormValues): string[] {
  const signature = values.Signature;
  return [
    signature.Applicant.ApplicantSigningAch ? signature.Applicant.EmailAddress : '',
    values.Application.CoApplicant && signature.CoApplicant.CoApplicantSigningAch
      ? signature.CoApplicant.EmailAddress
      : '',
    signature.Dealer.EmailAddress,
  ]
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * Autopay alone (`/applications/:id/autopay`): the paperwork GET (signers, the full paperwork's
 * signature date) and, when a plan is chosen, its monthly payment as the autopay amount. No plan
 * is needed: a failed or refused plans list leaves the amount empty rather than the page.
 */
export function AutopayOnly({ application }: { application: ApplicationRecord }) {
  const { t } = useLingui();
  const applicationId = application.Id;
  const dealerId = application.Dealer?.Id;
  const paperwork = usePaperwork(applicationId);
  const mayReadPlans = useMay('promotions.read', dealerId);
  const wantsPlan =
    mayReadPlans &&
    paperwork.data !== undefined &&
    chosenPlanOf(paperwork.data).promotionId !== null;
  const plans = useQuery({ ...promotionsQuery(applicationId), enabled: wantsPlan });
  const mayWrite = useMay('paperwork.write', dealerId);
  const [today] = useState(todayIso);
  const signedIn = useSignedInPerson();

  if (paperwork.isError) {
    if (isApiError(paperwork.error) && paperwork.error.kind === 'disabled') {
      return <NotAvailable capability="paperwork.read" banner />;
    }
    return (
      <Alert color="red" title={t`The paperwork data could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(paperwork.error)}</Text>
          <Button variant="default" onClick={() => void paperwork.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (paperwork.isPending || (wantsPlan && plans.isPending) || !signedIn.settled) {
    return (
      <Group gap="sm">
        <Loader size="xs" aria-hidden />
        <Text>
          <Trans>Loading the paperwork…</Trans>
        </Text>
      </Group>
    );
  }
  const promotion = plans.data ? chosenPromotion(paperwork.data, plans.data) : null;
  return (
    <AutopayOnlyForm
      application={application}
      data={paperwork.data}
      promotion={promotion}
      mayWrite={mayWrite}
      today={today}
      signedIn={signedIn}
    />
  );
}

interface AutopayOnlyFormProps {
  application: ApplicationRecord;
  data: PaperworkData;
  promotion: Promotion | null;
  mayWrite: boolean;
  today: string;
  /** The signed-in person: the dealer signer by default. */
  signedIn: PaperworkFormContext['signedIn'];
}

/**
 * Autopay alone: the payment, the Regulation E notice, signing and the documents, sent once to
 * `paperwork/submit/ach`. Built once from the GET, so a refetch changes nothing typed; no draft
 * (bank and ID numbers). SignatureDate is not the dealer's to choose: none without full
 * paperwork, else the full paperwork's (achPaperworkRequestFromForm).
 */
function AutopayOnlyForm({
  application,
  data,
  promotion,
  mayWrite,
  today,
  signedIn,
}: AutopayOnlyFormProps) {
  const { t } = useLingui();
  const applicationId = application.Id;
  const full = fullSignatureOf(data);
  const previous = achSignatureOf(data);
  const [defaults] = useState(() =>
    paperworkFormDefaults(data, {
      applicationId,
      promotion,
      includeLcc: false,
      today,
      applicationUrl: `${window.location.origin}/applications/${applicationId}`,
      signedIn,
    }),
  );
  const context = useMemo<AchFormContext>(
    () => ({ fullPaperworkSignatureDate: full?.SignatureDate ?? null }),
    [full?.SignatureDate],
  );
  const resolver = useMemo<Resolver<PaperworkFormValues>>(
    () => achPaperworkResolver(context),
    [context],
  );
  const form = useForm<PaperworkFormValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
  });
  const submitAch = useSubmitAchPaperwork(applicationId);
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
  // Never kept on this device (it holds bank numbers): leaving or signing out asks first.
  useFormLeaveGuard(
    form.control,
    t`everything typed in the autopay form, bank numbers included`,
    sent,
  );

  const onValid = async (values: PaperworkFormValues) => {
    try {
      const response = await submitAch.mutateAsync(achPaperworkRequestBody(values, context));
      done({ option: values.SigningOption, response, emailed: emailedOf(values) });
    } catch (error) {
      failed();
      setRefusal(
        refuseOnFields(form, error, { isField: shownField(values), formPathOf }, t`Not sent`),
      );
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event, onValid)}
        noValidate
        aria-label={t`Autopay paperwork`}
      >
        <Stack gap="lg">
          {submitted && sent ? (
            <AfterSending
              applicationId={applicationId}
              submitted={submitted}
              sent="autopay"
              resultRef={resultRef}
              onSendAgain={again}
            />
          ) : (
            <Stack gap="lg" ref={formStartRef} tabIndex={-1}>
              <Text>
                {full ? (
                  <Trans>
                    The autopay (ACH) authorisation on its own, without the contract: the full
                    paperwork stays as it is.
                  </Trans>
                ) : (
                  <Trans>
                    The autopay (ACH) authorisation on its own, without the contract: the full
                    paperwork can follow later.
                  </Trans>
                )}
              </Text>
              {previous && (
                <Alert color="blue" title={t`Autopay was sent before`}>
                  <Text size="sm">
                    {previous.SignatureType === 'Written' ? (
                      <Trans>
                        An autopay authorisation was sent for signing on paper, and nobody has
                        signed it yet. A new one replaces it as the current authorisation.
                      </Trans>
                    ) : (
                      <Trans>
                        An autopay authorisation was sent for signing, and nobody has signed it yet.
                        A new one replaces it as the current authorisation.
                      </Trans>
                    )}
                  </Text>
                </Alert>
              )}
            </Stack>
          )}
          <Stack gap="lg" display={sent ? 'none' : undefined}>
            <CheckedSection section="autopay" title={t`Autopay`}>
              <AutopayChoiceNotice />
              <AutopayFields complete={false} />
            </CheckedSection>
            <AutopaySigning
              hasCoApplicant={defaults.Application.CoApplicant !== null}
              fullSignatureDate={full?.SignatureDate ?? null}
            />
            <Stack gap="xs" align="flex-start">
              <FormProblems
                invalid={invalid}
                refusal={refusal}
                notDone={t`Not sent`}
                title={t`The autopay paperwork was not sent`}
              />
              <Button type="submit" loading={sending} disabled={!mayWrite}>
                {previous ? t`Send the autopay paperwork again` : t`Send the autopay paperwork`}
              </Button>
              {!mayWrite && <NotAvailable capability="paperwork.write" />}
            </Stack>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}
