import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { announceAuthChange } from '../api/auth-broadcast';
import { signInWithEmail } from '../api/sign-in-with-email';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { describeAuthError, type AuthErrorKey } from '../errors';
import { useAuth } from '../hooks/auth-provider';
import {
  PASSWORD_MIN_LENGTH,
  validateAuthForm,
  type AuthFieldErrors,
  type AuthFormValues,
  type AuthMode,
  type AuthValidationError,
} from '../validation';

const FIELD_ORDER: readonly (keyof AuthFormValues)[] = ['name', 'email', 'password'];

/**
 * The e-mail sign-in or sign-up form. On success it refreshes the session; the auth screen then
 * leaves for the page the user came from.
 */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const { refreshSession } = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AuthFormValues>({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [requestError, setRequestError] = useState<AuthErrorKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const isSignUp = mode === 'sign-up';

  const validationText = (error: AuthValidationError) => {
    switch (error.key) {
      case 'passwordTooShort':
        return t('validation.passwordTooShort', { min: error.min });
      case 'passwordTooLong':
        return t('validation.passwordTooLong', { max: error.max });
      default:
        return t(`validation.${error.key}`);
    }
  };

  const update = (field: keyof AuthFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes as soon as the user starts fixing the field; it is re-checked on submit.
    if (fieldErrors[field]) setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const errors = validateAuthForm(mode, values);
    setFieldErrors(errors);
    setRequestError(null);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setIsSubmitting(true);
    const email = values.email.trim();
    const error = isSignUp
      ? await signUpWithEmail({ name: values.name.trim(), email, password: values.password })
      : await signInWithEmail({ email, password: values.password });
    if (error) {
      setRequestError(describeAuthError(error));
      setIsSubmitting(false);
      return;
    }
    announceAuthChange('signed-in');
    await refreshSession();
    setIsSubmitting(false);
  };

  const fieldProps = (field: keyof AuthFormValues) => {
    const error = fieldErrors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      disabled: isSubmitting,
    };
  };

  const fieldError = (field: keyof AuthFormValues) => {
    const error = fieldErrors[field];
    if (!error) return null;
    return (
      <p id={`${id}-${field}-error`} className="flex items-center gap-1.5 text-sm text-destructive">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {validationText(error)}
      </p>
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {isSignUp && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>{t('fields.name')}</Label>
          <Input {...fieldProps('name')} autoComplete="name" />
          {fieldError('name')}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t('fields.email')}</Label>
        <Input
          {...fieldProps('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
        />
        {fieldError('email')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>{t('fields.password')}</Label>
        <div className="relative">
          <Input
            {...fieldProps('password')}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            aria-describedby={
              [fieldErrors.password && `${id}-password-error`, isSignUp && `${id}-password-hint`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            className="pr-11"
          />
          <button
            type="button"
            onClick={() => setIsPasswordVisible((visible) => !visible)}
            aria-pressed={isPasswordVisible}
            aria-label={isPasswordVisible ? t('fields.hidePassword') : t('fields.showPassword')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
          >
            {isPasswordVisible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
        {isSignUp && !fieldErrors.password && (
          <p id={`${id}-password-hint`} className="text-sm text-muted-foreground">
            {t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
        {fieldError('password')}
      </div>

      {requestError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-foreground"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{t(`errors.${requestError}`)}</span>
        </div>
      )}

      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Spinner className="text-current" />}
        {isSubmitting
          ? t(isSignUp ? 'submit.signingUp' : 'submit.signingIn')
          : t(isSignUp ? 'submit.signUp' : 'submit.signIn')}
      </Button>
    </form>
  );
}
