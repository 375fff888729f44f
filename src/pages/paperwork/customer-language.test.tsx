import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { customerLanguage } from '../../components/i18n/customer-language.ts';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { AutopayChoiceNotice } from './autopay-notice.tsx';
import { ElectronicSigners } from './electronic-signers.tsx';
import { AfterSending } from './after-sending.tsx';
import type { Submitted } from './submission-result.tsx';

afterEach(async () => {
  await customerLanguage.choose('en');
});

const sent = (submitted: Submitted) =>
  renderWithProviders(
    <AfterSending
      applicationId={20007}
      submitted={submitted}
      sent="paperwork"
      resultRef={{ current: null }}
      onSendAgain={() => {}}
    />,
  );

describe('the signing hand-off in the customer’s language (issue 35, items 5 and 6)', () => {
  it('e-sign: the customer chooses Spanish; the dealer’s own action stays English', async () => {
    sent({
      option: 'esign',
      response: { DownloadUrl: null, ESignUrl: 'https://sign.example/1' },
      emailed: [],
    });
    expect(await screen.findByRole('link', { name: 'Sign now on this device' })).toBeVisible();

    await userEvent.click(await screen.findByText('Español'));

    const link = await screen.findByRole('link', {
      name: 'Abrir la página de firma en este dispositivo',
    });
    expect(link.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(
      screen.getByText(
        /Su contrato y sus divulgaciones están en inglés\. Puede pedir una traducción/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeVisible();
  });

  it('e-mail: "check your e-mail", in Spanish', async () => {
    sent({
      option: 'email',
      response: { DownloadUrl: null, ESignUrl: null },
      emailed: ['ana@example.com'],
    });
    await userEvent.click(await screen.findByText('Español'));
    const alert = await screen.findByRole('alert', {
      name: 'Los documentos se enviaron por correo electrónico',
    });
    expect(
      within(alert).getByText(/^Revise su correo electrónico: cada firmante recibió/),
    ).toBeVisible();
    expect(within(alert).getByText('ana@example.com')).toBeVisible();
  });

  it('download: the dealer prints on paper, with no language choice', () => {
    sent({ option: 'download', response: { DownloadUrl: null, ESignUrl: null }, emailed: [] });
    expect(screen.queryByText('Español')).toBeNull();
    expect(screen.getByText(/The lender sent no download link/)).toBeVisible();
  });
});

describe('the autopay notice (Regulation E) in the customer’s language', () => {
  it('follows the language the customer chose on this tablet', async () => {
    renderWithProviders(<AutopayChoiceNotice />);
    expect(screen.getByText(/^Autopay is the customer's choice/)).toBeVisible();
    await customerLanguage.choose('es');
    const notice = await screen.findByText(/^El pago automático es su decisión/);
    expect(notice.closest('[lang]')).toHaveAttribute('lang', 'es');
  });
});

function SigningForm() {
  const form = useForm<PaperworkFormValues>({
    defaultValues: { DocumentSelection: { ContractLanguage: 'English' } } as never,
  });
  return (
    <FormProvider {...form}>
      <ElectronicSigners option="esign" hasCoApplicant={false} />
    </FormProvider>
  );
}

describe('the ESIGN notice in the customer’s language (issue 35, item 5)', () => {
  it('the customer reads it in Spanish; the dealer’s own statement stays English', async () => {
    renderWithProviders(<SigningForm />);
    expect(
      screen.getByRole('heading', { name: 'Before you agree to sign electronically' }),
    ).toBeVisible();
    expect(screen.queryByText(/^Your contract and its disclosures/)).toBeNull();

    await userEvent.click(await screen.findByText('Español'));

    const notice = await screen.findByRole('region', {
      name: 'Antes de aceptar firmar electrónicamente',
    });
    expect(notice.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(notice).toHaveTextContent(/la ley federal ESIGN\)\. La decisión es suya\./);
    expect(notice).toHaveTextContent(/puede recibirlos en papel/);
    expect(
      screen.getByText(/^Su contrato y sus divulgaciones están en inglés\. Puede pedir/),
    ).toBeVisible();
    const consent = screen.getByRole('checkbox', {
      name: /^The customer agreed to receive and sign these documents electronically/,
    });
    expect(consent.closest('[lang="es"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Applicant e-mail address' })).toBeVisible();
  });
});
