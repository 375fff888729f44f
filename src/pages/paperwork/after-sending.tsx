import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId, type Ref } from 'react';
import { CustomerRegion } from '../../components/i18n/customer-region.tsx';
import { SubmissionResult, type Submitted } from './submission-result.tsx';

const CustomerLanguageBar = lazy(() => import('../../components/i18n/customer-language-bar.tsx'));

/** What sending again would replace, by what was sent and the method just used. */
const REPLACED_BY_SENDING_AGAIN = {
  paperwork: {
    download: msg`Sending the paperwork again replaces the documents above: copies printed from them no longer count.`,
    esign: msg`Sending the paperwork again replaces the signing page above: its link stops working.`,
    email: msg`Sending the paperwork again replaces the e-mailed links: the ones sent stop working.`,
  },
  autopay: {
    download: msg`Sending the autopay paperwork again replaces the documents above: copies printed from them no longer count.`,
    esign: msg`Sending the autopay paperwork again replaces the signing page above: its link stops working.`,
    email: msg`Sending the autopay paperwork again replaces the e-mailed links: the ones sent stop working.`,
  },
} as const;

/**
 * The top of the page once something is sent: what happened, by the method used, then
 * "Send again" as a secondary action saying what it would replace. The form waits below,
 * hidden and kept as typed, until the dealer asks to send again.
 */
export function AfterSending({
  applicationId,
  submitted,
  sent,
  resultRef,
  onSendAgain,
}: {
  applicationId: number;
  submitted: Submitted;
  /** The whole paperwork, or the autopay paperwork alone. */
  sent: keyof typeof REPLACED_BY_SENDING_AGAIN;
  /** Focused when the result appears, so it is read out and in view. */
  resultRef: Ref<HTMLDivElement>;
  onSendAgain: () => void;
}) {
  const { i18n } = useLingui();
  const replacesId = useId();
  const option = submitted.option;
  return (
    <Stack gap="xs" align="flex-start">
      <div ref={resultRef} tabIndex={-1} className="paperwork-result">
        {/* Signing electronically is the customer's turn: in the language they choose. */}
        <CustomerRegion active={option !== 'download'}>
          <Stack gap="sm">
            {option !== 'download' && (
              <Suspense>
                <CustomerLanguageBar contractLanguage={null} />
              </Suspense>
            )}
            <SubmissionResult applicationId={applicationId} submitted={submitted} />
          </Stack>
        </CustomerRegion>
      </div>
      <Button variant="default" onClick={onSendAgain} aria-describedby={replacesId}>
        <Trans>Send again</Trans>
      </Button>
      <Text size="sm" c="dimmed" id={replacesId}>
        {i18n._(REPLACED_BY_SENDING_AGAIN[sent][option])}
      </Text>
    </Stack>
  );
}
