import { useEffect, useMemo, useState } from 'react';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@panel/rules';
import { Alert, Button, Combobox, Form, FormTextField, stayPending, SubmitButton, useZodForm } from '@panel/ui';
import { useSetup } from '../../api/setup';
import { AuthPage } from '../../lib/AuthPage';
import { useAuthT } from '../../messages';
import { buildCurrencyList, currencyLabel, DEFAULT_CURRENCY_CODE, findCurrency } from './currencies';
import { adminStepSchema, instanceStepSchema, type AdminStep } from './setup-schemas';
import { needsConfigurationCode, setupErrorMessage, submitSetup } from './submit-setup';

/** First-time configuration: the instance, then its first administrator. */
export function SetupWizard() {
  const t = useAuthT();
  const sendSetup = useSetup();
  const currencies = useMemo(() => buildCurrencyList(), []);
  const currencyLabels = useMemo(() => currencies.map(currencyLabel), [currencies]);
  const defaultCurrency = currencies.find((currency) => currency.abbreviation === DEFAULT_CURRENCY_CODE);
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  // After an instance reset the server asks for the code the reset gave (403): then the field shows.
  const [codeAsked, setCodeAsked] = useState(false);

  const instance = useZodForm(
    useMemo(() => instanceStepSchema(t, currencies), [t, currencies]),
    { defaultValues: { instanceName: '', currency: defaultCurrency ? currencyLabel(defaultCurrency) : '' } },
  );
  const admin = useZodForm(
    useMemo(() => adminStepSchema(t), [t]),
    { defaultValues: { username: '', email: '', password: '', confirmPassword: '', configurationCode: '' } },
  );

  // Both steps stay mounted (the hidden one keeps what was typed); the shown one gets the focus,
  // and the configuration code once the server asks for it. (setFocus is stable; the form
  // objects are not, and must not move the focus back on every render.)
  const { setFocus: focusInstance } = instance;
  const { setFocus: focusAdmin } = admin;
  useEffect(() => {
    if (step === 1) focusInstance('instanceName');
    else focusAdmin('username');
  }, [step, focusInstance, focusAdmin]);
  // A form that is sending cannot take the focus: the code field gets it once the refusal is in.
  const sending = admin.formState.isSubmitting;
  useEffect(() => {
    if (codeAsked && !sending) focusAdmin('configurationCode');
  }, [codeAsked, sending, focusAdmin]);

  const finish = async ({ username, email, password, configurationCode }: AdminStep) => {
    setFailure(null);
    const { instanceName, currency: typed } = instance.getValues();
    const currency = findCurrency(currencies, typed);
    if (!currency) return setStep(1);
    if (codeAsked && !configurationCode) {
      admin.setError('configurationCode', { message: t('configurationCodeRequired') }, { shouldFocus: true });
      return;
    }
    try {
      await submitSetup(sendSetup, {
        instanceName: instanceName.trim(),
        currency,
        admin: { username, email, password },
        ...(codeAsked && configurationCode ? { configurationCode } : {}),
      });
    } catch (error) {
      if (!needsConfigurationCode(error)) {
        setFailure(setupErrorMessage(error));
        return;
      }
      if (codeAsked) admin.setError('configurationCode', { message: t('configurationCodeWrong') }, { shouldFocus: true });
      else setCodeAsked(true);
      return;
    }
    // A fresh start runs the normal startup flow against the now configured instance.
    window.location.assign('/');
    await stayPending();
  };

  return (
    <AuthPage title={t('setupTitle')}>
      <Form form={instance} onSubmit={() => setStep(2)} aria-labelledby="setup-step-1" hidden={step !== 1}>
          <h2 id="setup-step-1">{t('setupStep1')}</h2>
          <FormTextField name="instanceName" label={t('panelName')} />
          <Combobox
            label={t('currency')}
            hint={t('currencyHint')}
            options={currencyLabels}
            error={instance.formState.errors.currency?.message}
            {...instance.register('currency')}
          />
          <SubmitButton>{t('next')}</SubmitButton>
      </Form>
      <Form form={admin} onSubmit={finish} aria-labelledby="setup-step-2" hidden={step !== 2}>
          <h2 id="setup-step-2">{t('setupStep2')}</h2>
          <FormTextField name="username" label={t('username')} autoComplete="username" />
          <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
          <FormTextField
            name="password"
            type="password"
            label={t('password')}
            autoComplete="new-password"
            hint={t('passwordRule', { count: MIN_ADMIN_PASSWORD_LENGTH })}
          />
          <FormTextField name="confirmPassword" type="password" label={t('confirmPassword')} autoComplete="new-password" />
          {codeAsked && (
            <>
              <Alert tone="info">{t('configurationCodeNeeded')}</Alert>
              <FormTextField name="configurationCode" label={t('configurationCode')} hint={t('configurationCodeHint')} autoComplete="off" />
            </>
          )}
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="auth-actions">
            <Button variant="secondary" disabled={admin.formState.isSubmitting} onClick={() => setStep(1)}>
              {t('back')}
            </Button>
            <SubmitButton>{admin.formState.isSubmitting ? t('settingUp') : t('finishSetup')}</SubmitButton>
          </div>
      </Form>
    </AuthPage>
  );
}
