import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useOpsSession } from '../lib/ops-session';
import { Field, Outcome } from './field';

/** Name and password; a refusal (wrong name or password, too many tries) shows under the form. */
export function SignInForm() {
  const { t } = useTranslation();
  const ended = useOpsSession((s) => s.ended);
  const start = useOpsSession((s) => s.signIn);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn({
    mutationConfig: {
      onSuccess: (result) =>
        start({ token: result.accessToken, expiresAt: result.expiresAt, operator: result.operator }),
      onError: (err) => {
        setError(isApiError(err) ? err.msg : String(err));
        setPassword('');
      },
    },
  });
  const busy = signIn.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !password) {
      setError(t('ops.signIn.required'));
      return;
    }
    setError(null);
    signIn.mutate({ name: name.trim(), password });
  };

  return (
    <form className="ops-card ops-sign-in" onSubmit={submit} noValidate>
      <h2>{t('ops.signIn.heading')}</h2>
      <p className="ops-muted">{t('ops.signIn.intro')}</p>
      {ended ? (
        <p className="ops-notice" role="status">
          {t('ops.sessionEnded')}
        </p>
      ) : null}
      <Field
        label={t('ops.signIn.name')}
        name="name"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={name}
        onText={setName}
      />
      <Field
        label={t('ops.signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onText={setPassword}
      />
      <Outcome text={error} />
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? t('ops.signIn.submitting') : t('ops.signIn.submit')}
      </button>
    </form>
  );
}
