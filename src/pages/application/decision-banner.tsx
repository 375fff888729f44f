import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount, formatDate, formatPercent, displayEnum } from '../../lib/format.ts';
import type { Message } from '../../schemas/record-fields.ts';

/** What the banner needs to know, from the (polled) status and the detail. */
export interface Decision {
  status: string | null | undefined;
  amountApproved?: number | null;
  buyRate?: string | null;
  riskTier?: number | null;
  /** The right-to-cancel day, a calendar date. */
  rightToCancelUntil?: string | null;
  messages: readonly Message[];
  /** The lender's own sentence (v2 detail), where it sends one. */
  longStatus?: string | null;
}

/** Conditions the lender still needs met before it decides. */
export function unmetConditions(messages: readonly Message[]): Message[] {
  return messages.filter(
    (message) => message.MessageType === 'Condition' && message.IsMet !== true,
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

function MessageLine({ message }: { message: Message }) {
  return (
    <>
      {message.Label && <strong>{message.Label}</strong>}
      {message.Label && message.Text ? ': ' : ''}
      {message.Text}
    </>
  );
}

/**
 * The decision at the top of the application page. A live region: when the lender decides
 * while the page is open, the new state is read out as well as shown. The portal branches on
 * Processing and Approved, knows the sandbox's Pending and Declined, and shows any other
 * status humanised (ARCHITECTURE.md point 4). A pending application's unmet conditions carry
 * their action (`conditionAction`), where the dealer reads them.
 */
export function DecisionBanner({
  decision,
  conditionAction,
}: {
  decision: Decision;
  /** Under each unmet condition: its upload, or that a document was sent for it. */
  conditionAction?: (condition: Message) => ReactNode;
}) {
  const { t } = useLingui();
  const { status } = decision;
  const longStatus = decision.longStatus;
  const hints = decision.messages.filter((message) => message.MessageType === 'Hint');
  const lenderNote = longStatus ? (
    <Text size="sm" mt="xs">
      <Trans>Lender&apos;s note: {longStatus}</Trans>
    </Text>
  ) : null;

  switch (status) {
    case 'Processing':
      return (
        <Alert
          role="status"
          color="blue"
          title={t`Credit decision in progress`}
          icon={<Loader size="sm" color="blue" aria-hidden />}
        >
          <Text size="sm">
            <Trans>
              The lender is deciding on this application. This page updates by itself the moment the
              decision arrives; there is no need to reload.
            </Trans>
          </Text>
        </Alert>
      );
    case 'Approved':
      return (
        <Alert role="status" color="green" title={t`Approved`}>
          <Group gap="xl" mt={4} wrap="wrap">
            <Figure label={t`Amount approved`} value={formatAmount(decision.amountApproved)} />
            <Figure label={t`Buy rate`} value={formatPercent(decision.buyRate)} />
            {decision.riskTier != null && (
              <Figure label={t`Risk tier`} value={String(decision.riskTier)} />
            )}
          </Group>
          {decision.rightToCancelUntil && (
            <Text size="sm" mt="xs">
              <Trans>
                The customer may cancel until {{ until: formatDate(decision.rightToCancelUntil) }}.
              </Trans>
            </Text>
          )}
          {lenderNote}
        </Alert>
      );
    case 'Pending': {
      const conditions = unmetConditions(decision.messages);
      return (
        <Alert role="status" color="yellow" title={t`Pending: conditions to meet`}>
          {conditions.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm">
                <Trans>The lender decides once these conditions are met:</Trans>
              </Text>
              <List size="sm" spacing={4}>
                {conditions.map((condition, index) => (
                  <List.Item key={`${condition.Label}-${index}`}>
                    <MessageLine message={condition} />
                    {conditionAction?.(condition)}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : (
            <Text size="sm">
              <Trans>The lender has not listed any condition that is still open.</Trans>
            </Text>
          )}
          {lenderNote}
        </Alert>
      );
    }
    case 'Declined':
      return (
        <Alert role="status" color="red" title={t`Declined`}>
          <Text size="sm">
            <Trans>The lender declined this application.</Trans>
          </Text>
          {hints.map((hint, index) => (
            <Text size="sm" mt="xs" key={`${hint.Label}-${index}`}>
              <MessageLine message={hint} />
            </Text>
          ))}
          {lenderNote}
        </Alert>
      );
    default: {
      const shown = displayEnum(status);
      return (
        <Alert role="status" color="gray" title={t`Status: ${shown}`}>
          <Text size="sm">
            {status ? (
              <Trans>The lender reports this status for the application.</Trans>
            ) : (
              <Trans>The lender has not reported a status for this application yet.</Trans>
            )}
          </Text>
          {lenderNote}
        </Alert>
      );
    }
  }
}
