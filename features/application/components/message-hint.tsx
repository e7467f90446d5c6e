'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control } from 'react-hook-form';

import type { ApplicationCreate } from '@/features/application/api/calls';
import type { ApplicationValues } from '@/features/application/model/application-values';

interface MessageHintProps {
  control: Control<ApplicationValues, unknown, ApplicationCreate>;
  max: number;
}

/** The message's hint with its character count: only it follows the typing, not the whole form. */
export default function MessageHint({ control, max }: MessageHintProps) {
  const t = useTranslations('ApplicationForm');
  const message = useWatch({ control, name: 'message' });
  return `${t('messageHint')} ${t('messageCount', { count: message.trim().length, max })}`;
}
