import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/fields/checkbox-field.tsx';
import { customerLanguage } from '../../../components/i18n/customer-language.ts';
import { CustomerRegion } from '../../../components/i18n/customer-region.tsx';
import { LanguageChoice } from '../../../components/i18n/language-choice.tsx';
import { useLocaleFormat } from '../../../components/i18n/use-locale-format.ts';
import { useScreenLock } from '../../../components/leave-guard.ts';
import type { Cents } from '../../../lib/money.ts';
import { errorPaths } from '../../../components/stepper/error-paths.ts';
import type { ApplicationFormValues } from '../../../schemas/application-form.ts';
import {
  customerConsentIssues,
  noConsents,
  type CustomerConsents,
} from '../../../schemas/customer-consents.ts';
import { PartyFields } from '../party-fields.tsx';
import type { Party } from '../party.ts';
import { stepPaths } from '../steps.ts';
import { ConsentChoices } from './consent-choices.tsx';
import { CustomerFieldMessages } from './customer-field-messages.tsx';
import { consentMessages, customerWords } from './customer-words.ts';
import { DealerUnlock } from './dealer-unlock.tsx';
import { useIdleLock } from './use-idle-lock.ts';

type Phase =
  | { kind: 'fields'; party: Party }
  | { kind: 'consents'; party: Party }
  | { kind: 'pass' }
  | { kind: 'done' };

/** Why the dealer's unlock is shown: the customer handed back, or the screen locked itself. */
type Lock = 'hand-back' | 'idle' | null;

export interface CustomerModeProps {
  /** The product the dealer chose, as the dealer's products name it. */
  product: string;
  amountFinanced: Cents;
  idleLockMs: number;
  /** The dealer's own e-mails and phones refused on an applicant's fields: the paths refused. */
  checkContacts: (party: Party) => Promise<string[]>;
  /** The dealer unlocked after the hand-back; `finished` when every turn was completed. */
  onHandBack: (finished: boolean) => void;
}

const FIELD_PATHS: Record<Party, readonly string[]> = {
  Applicant: stepPaths('applicant'),
  CoApplicant: stepPaths('co-applicant'),
};

/**
 * The tablet in the customer's hands (issue 35): a full-screen, locked dialog over the wizard,
 * with no navigation and nothing of the dealer's. The applicant enters their own details and
 * consents, then the co-applicant in their own turn; then the tablet goes back to the dealer,
 * who unlocks it with their own password. After 5 minutes without a touch it locks itself.
 */
export function CustomerMode(props: CustomerModeProps) {
  return (
    <Modal
      opened
      onClose={() => undefined}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      transitionProps={{ duration: 0 }}
      title={
        <CustomerRegion>
          <ScreenTitle />
        </CustomerRegion>
      }
      classNames={{ title: 'customer-mode-title' }}
    >
      <CustomerRegion>
        <CustomerFieldMessages>
          <Container size="md" px={0}>
            <Stack gap="lg">
              <LanguageChoice />
              <CustomerScreens {...props} />
            </Stack>
          </Container>
        </CustomerFieldMessages>
      </CustomerRegion>
    </Modal>
  );
}

function ScreenTitle() {
  const { i18n } = useLingui();
  return i18n._(customerWords.screenLabel);
}

function CustomerScreens({
  product,
  amountFinanced,
  idleLockMs,
  checkContacts,
  onHandBack,
}: CustomerModeProps) {
  const { i18n } = useLingui();
  const { money } = useLocaleFormat();
  const form = useFormContext<ApplicationFormValues>();
  const [phase, setPhase] = useState<Phase>({ kind: 'fields', party: 'Applicant' });
  const [lock, setLock] = useState<Lock>(null);
  const [consents, setConsents] = useState<Record<Party, CustomerConsents>>({
    Applicant: noConsents(),
    CoApplicant: noConsents(),
  });
  const [consentErrors, setConsentErrors] = useState<
    Partial<Record<keyof CustomerConsents, string>>
  >({});
  const [checking, setChecking] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [joint, applicantName, coApplicantName] = useWatch({
    control: form.control,
    name: ['Applicant.HasCoApplicant', 'Applicant.FirstName', 'CoApplicant.FirstName'],
  });
  const screenLock = useScreenLock(true);
  useIdleLock(lock === null, idleLockMs, () => setLock('idle'));

  /** Once rendered: focus the first of these fields (or a selector's match), else the heading. */
  const [focusRequest, setFocusRequest] = useState<{ paths: readonly string[] } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const body = bodyRef.current;
    const fields = focusRequest.paths
      .map((path) => body?.querySelector<HTMLElement>(`[name="${path}"]`))
      .filter((field): field is HTMLElement => field !== null && field !== undefined)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (fields.length === 0) body?.closest('.mantine-Modal-content')?.scrollTo({ top: 0 });
    (fields[0] ?? headingRef.current)?.focus();
  }, [focusRequest]);
  const focusOn = (paths: readonly string[]) => setFocusRequest({ paths });
  const show = (next: Phase) => {
    setPhase(next);
    setConsentErrors({});
    focusOn([]);
  };

  const fieldsDone = async (party: Party) => {
    const paths = FIELD_PATHS[party];
    if (!(await form.trigger(paths as never))) {
      focusOn(paths.flatMap((path) => errorPaths(form.getFieldState(path as never).error, path)));
      return;
    }
    setChecking(true);
    const refused = await checkContacts(party).finally(() => setChecking(false));
    if (refused.length > 0) {
      focusOn(refused);
      return;
    }
    show({ kind: 'consents', party });
  };

  const consentsDone = (party: Party) => {
    const issues = customerConsentIssues(consents[party], {
      joint,
      emailAddress: form.getValues(`${party}.EmailAddress`),
    });
    if (issues.length > 0) {
      // The rule's English, in the customer's language (customer-words.ts, consentMessages).
      setConsentErrors(
        Object.fromEntries(
          issues.map((issue) => {
            const key = issue.path[0] as keyof CustomerConsents;
            return [key, i18n._(consentMessages[key])];
          }),
        ),
      );
      focusOn(issues.map((issue) => String(issue.path[0])));
      return;
    }
    if (party === 'Applicant' && joint) show({ kind: 'pass' });
    else show({ kind: 'done' });
  };

  const view = () => {
    switch (phase.kind) {
      case 'fields':
        return {
          heading:
            phase.party === 'Applicant'
              ? i18n._(customerWords.applicantTurn)
              : i18n._(customerWords.coApplicantTurn),
          body: (
            <Stack gap="lg">
              <Text>{i18n._(customerWords.privacy)}</Text>
              <PartyFields prefix={phase.party} />
              {phase.party === 'Applicant' && (
                <CheckboxField
                  name="Applicant.HasCoApplicant"
                  label={i18n._(customerWords.jointQuestion)}
                  description={i18n._(customerWords.jointDescription)}
                />
              )}
            </Stack>
          ),
          actions: (
            <Button onClick={() => void fieldsDone(phase.party)} loading={checking}>
              {i18n._(customerWords.toConsents)}
            </Button>
          ),
        };
      case 'consents':
        return {
          heading: i18n._(customerWords.consentsHeading),
          body: (
            <ConsentChoices
              consents={consents[phase.party]}
              errors={consentErrors}
              joint={joint}
              otherName={phase.party === 'Applicant' ? coApplicantName : applicantName}
              emailAddress={form.getValues(`${phase.party}.EmailAddress`)}
              onChange={(next) => {
                setConsents((previous) => ({ ...previous, [phase.party]: next }));
                setConsentErrors({});
              }}
            />
          ),
          actions: (
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => show({ kind: 'fields', party: phase.party })}
              >
                {i18n._(customerWords.back)}
              </Button>
              <Button onClick={() => consentsDone(phase.party)}>
                {i18n._(
                  phase.party === 'Applicant' && joint ? customerWords.next : customerWords.finish,
                )}
              </Button>
            </Group>
          ),
        };
      case 'pass':
        return {
          heading: i18n._(customerWords.passHeading),
          body: <Text>{i18n._(customerWords.passBody)}</Text>,
          actions: (
            <Button onClick={() => show({ kind: 'fields', party: 'CoApplicant' })}>
              {i18n._(customerWords.passStart)}
            </Button>
          ),
        };
      case 'done':
        return {
          heading: i18n._(customerWords.doneHeading),
          body: <Text>{i18n._(customerWords.doneBody)}</Text>,
          actions: (
            <Button onClick={() => setLock('hand-back')}>{i18n._(customerWords.giveBack)}</Button>
          ),
        };
    }
  };

  const current = view();
  return (
    <div ref={bodyRef}>
      {lock === null ? (
        <Stack gap="lg">
          <Text fw={500}>
            {i18n._(customerWords.yourApplication(product, money(amountFinanced)))}
          </Text>
          <Title order={3} ref={headingRef} tabIndex={-1} className="wizard-heading">
            {current.heading}
          </Title>
          {current.body}
          {current.actions}
          {phase.kind !== 'done' && (
            <Group>
              <Button variant="subtle" onClick={() => setLock('hand-back')}>
                {i18n._(customerWords.giveBack)}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <DealerUnlock
          onBack={lock === 'hand-back' ? () => setLock(null) : undefined}
          onUnlocked={() => {
            if (lock === 'idle') {
              setLock(null);
              focusOn([]);
            } else {
              screenLock.release();
              // The tablet's next customer starts in English until they choose.
              void customerLanguage.choose('en');
              onHandBack(phase.kind === 'done');
            }
          }}
        >
          {lock === 'idle' && (
            <>
              <Title order={3} ref={headingRef} tabIndex={-1}>
                {i18n._(customerWords.lockedHeading)}
              </Title>
              <Text>{i18n._(customerWords.lockedBody)}</Text>
            </>
          )}
        </DealerUnlock>
      )}
    </div>
  );
}
