import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { signIn } from '../api/sign-in';
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
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !password) {
      setError(t('ops.signIn.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await signIn({ name: name.trim(), password });
      start({ token: result.accessToken, expiresAt: result.expiresAt, operator: result.operator });
    } catch (err) {
      setError(isApiError(err) ? err.msg : String(err));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ops-card ops-sign-in" onSubmit={(e) => void submit(e)} noValidate>
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
