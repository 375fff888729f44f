import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayEnum } from '../../lib/format.ts';
import type { Message } from '../../schemas/record-fields.ts';
import { StatusBadge } from '../../components/status-badge.tsx';

/**
 * The lender's hints and conditions. A condition says whether it is met; a hint is advice and
 * has nothing to meet; one a document was sent for waits for the lender's review. The text
 * renders as text, never as HTML. `action` adds a line under a message.
 */
export function MessagesList({
  messages,
  action,
  inReview = () => false,
}: {
  messages: readonly Message[];
  action?: (message: Message) => ReactNode;
  /** Whether a document was sent for this (unmet) condition. */
  inReview?: (message: Message) => boolean;
}) {
  if (messages.length === 0) {
    return (
      <Text size="sm">
        <Trans>The lender has sent no messages about this application.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.map((message, index) => {
        const condition = message.MessageType === 'Condition';
        return (
          <li key={`${message.Label}-${index}`}>
            <Group gap="xs" wrap="wrap" align="center">
              <StatusBadge color="gray" size="sm">
                {displayEnum(message.MessageType)}
              </StatusBadge>
              {condition && (
                <StatusBadge
                  color={message.IsMet ? 'green' : inReview(message) ? 'blue' : 'orange'}
                  size="sm"
                >
                  {message.IsMet ? (
                    <Trans>Met</Trans>
                  ) : inReview(message) ? (
                    <Trans>In review</Trans>
                  ) : (
                    <Trans>Not met</Trans>
                  )}
                </StatusBadge>
              )}
              {message.Label && (
                <Text size="sm" fw={600}>
                  {message.Label}
                </Text>
              )}
            </Group>
            {message.Text && (
              <Text size="sm" mt={2}>
                {message.Text}
              </Text>
            )}
            {action?.(message)}
          </li>
        );
      })}
    </Stack>
  );
}
