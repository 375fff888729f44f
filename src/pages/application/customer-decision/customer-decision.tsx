import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import CustomerLanguageBar from '../../../components/i18n/customer-language-bar.tsx';
import { CustomerRegion } from '../../../components/i18n/customer-region.tsx';
import { LenderText } from '../../../components/i18n/lender-words.tsx';
import { useLocaleFormat } from '../../../components/i18n/use-locale-format.ts';
import { displayEnum } from '../../../lib/format.ts';
import type { Message } from '../../../schemas/record-fields.ts';
import { unmetConditions, type Decision } from '../decision-banner.tsx';
import './locales/catalog.ts';

/** A condition or reason as the lender wrote it: its label, then its text. */
function LenderMessages({ messages }: { messages: readonly Message[] }) {
  return (
    <List size="md" spacing={4}>
      {messages.map((message, index) => (
        <List.Item key={`${message.Label}-${index}`}>
          <LenderText>
            {message.Label && <strong>{message.Label}</strong>}
            {message.Label && message.Text ? ': ' : ''}
            {message.Text}
          </LenderText>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * What the decision means for the customer, in the language they chose. The lender's own words
 * (conditions, reasons, its note) stay as written, marked English; the dealer's figures (buy
 * rate, risk tier) are not the customer's terms and are left out.
 */
function Explanation({ decision }: { decision: Decision }) {
  const { amount, day } = useLocaleFormat();
  const { status } = decision;
  switch (status) {
    case 'Processing':
      return (
        <Text>
          <Trans>
            The lender is still deciding on your application. Your dealer sees the answer on this
            screen as soon as it arrives.
          </Trans>
        </Text>
      );
    case 'Approved': {
      const approved = decision.amountApproved == null ? null : amount(decision.amountApproved);
      const cancelUntil = decision.rightToCancelUntil ? day(decision.rightToCancelUntil) : null;
      return (
        <Stack gap="xs">
          <Text>
            {approved === null ? (
              <Trans>The lender approved your application.</Trans>
            ) : (
              <Trans>The lender approved your application for up to {approved}.</Trans>
            )}
          </Text>
          <Text>
            <Trans>
              Your payment plan and its terms are the ones written in your contract, which you read
              before you sign.
            </Trans>
          </Text>
          {cancelUntil && (
            <Text>
              <Trans>You may cancel until {cancelUntil}; your contract says how.</Trans>
            </Text>
          )}
        </Stack>
      );
    }
    case 'Pending': {
      const conditions = unmetConditions(decision.messages);
      return conditions.length > 0 ? (
        <Stack gap="xs">
          <Text>
            <Trans>
              The lender needs a little more before it decides. It asks for the following, in its
              own words:
            </Trans>
          </Text>
          <LenderMessages messages={conditions} />
          <Text>
            <Trans>Your dealer will help you provide it.</Trans>
          </Text>
        </Stack>
      ) : (
        <Text>
          <Trans>
            The lender has not decided yet, and lists nothing more that it needs from you.
          </Trans>
        </Text>
      );
    }
    case 'Declined': {
      const reasons = decision.messages.filter((message) => message.MessageType === 'Hint');
      return (
        <Stack gap="xs">
          <Text>
            <Trans>
              The lender did not approve your application. Within 30 days the lender must tell you
              in writing the main reasons, or how to ask for them (Equal Credit Opportunity Act).
            </Trans>
          </Text>
          {reasons.length > 0 && (
            <>
              <Text>
                <Trans>What the lender wrote, in its own words:</Trans>
              </Text>
              <LenderMessages messages={reasons} />
            </>
          )}
        </Stack>
      );
    }
    default: {
      const named = status ? displayEnum(status) : null;
      return (
        <Text>
          {named === null ? (
            <Trans>The lender has not reported a decision on your application yet.</Trans>
          ) : (
            <Trans>
              The lender reports this status for your application: <LenderText>{named}</LenderText>.
            </Trans>
          )}
        </Text>
      );
    }
  }
}

/** The heading of the customer's view, by the decision. */
function useHeading(status: Decision['status']): string {
  const { t } = useLingui();
  switch (status) {
    case 'Processing':
      return t`Your application is being decided`;
    case 'Approved':
      return t`Your application is approved`;
    case 'Pending':
      return t`Your application needs a little more`;
    case 'Declined':
      return t`Your application was not approved`;
    default:
      return t`Your application`;
  }
}

function DecisionForCustomer({ decision }: { decision: Decision }) {
  const headingId = useId();
  const heading = useHeading(decision.status);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {heading}
        </Title>
        <Explanation decision={decision} />
        {decision.longStatus && (
          <Stack gap={4}>
            <Text>
              <Trans>The lender's note, in its own words:</Trans>
            </Text>
            {/* Set apart as a quotation: the lender's words, not the portal's. */}
            <Text fs="italic">
              <LenderText>{decision.longStatus}</LenderText>
            </Text>
          </Stack>
        )}
      </Stack>
    </section>
  );
}

/**
 * The credit decision explained to the customer (issue 35, item 5), for the dealer to show them:
 * their one-tap choice of language, the contract's language said plainly, then the decision.
 * Loaded only when the dealer opens it.
 */
export default function CustomerDecision({
  decision,
  contractLanguage,
}: {
  decision: Decision;
  contractLanguage: string | null | undefined;
}) {
  return (
    <CustomerRegion>
      <Stack gap="md">
        <CustomerLanguageBar contractLanguage={contractLanguage} />
        <DecisionForCustomer decision={decision} />
      </Stack>
    </CustomerRegion>
  );
}
