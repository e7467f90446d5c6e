import { useTranslations } from 'next-intl';

import { OTP_CODE_LENGTH } from '@/features/auth/model/otp-code';
import type { SignInErrorMessage } from '@/features/auth/model/sign-in-error';

/** The text of a sign-in failure: sign-in's own wording, or the general one of its kind. */
export default function SignInErrorText({ message }: { message: SignInErrorMessage }) {
  const t = useTranslations('Auth.errors');
  const general = useTranslations('ApiErrors');
  return message.feature ? t(message.key, { length: OTP_CODE_LENGTH }) : general(message.key, message.values);
}
