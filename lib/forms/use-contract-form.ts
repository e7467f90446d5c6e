/**
 * The one form hook: react-hook-form with the API contract's zod schema as resolver. Fields are
 * checked when the visitor leaves them, then on every change; the API's 400 `fields` land on the
 * fields; focus goes to the first field in error; one send at a time; nothing typed is lost on any
 * error. The schema and the API layer load on the first focus in the form, not with the page.
 */
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

import { afterNextPaint } from '@/lib/app/after-next-paint';

import type { DescribeIssue, FieldOf, FormContract } from './form-contract';
import { loadOnce } from './load-once';

const loadFormEngine = loadOnce(() => import('./engine'));

export interface ContractFormOptions<TValues extends FieldValues, TBody, TAnswer = unknown> {
  /** The form's fields in the order they are shown: focus goes to the first one in error. */
  fields: readonly FieldOf<TValues>[];
  defaultValues: DefaultValues<TValues>;
  /** Loads the feature's contract (schema, body, send) lazily, once per page. */
  loadContract: () => Promise<FormContract<TValues, TBody, TAnswer>>;
  describeIssue: DescribeIssue<TValues>;
}

/** What the error summary shows: fields to fix (with API messages about no field), or a failed send. */
type Problem = { kind: 'fields'; messages: string[] } | { kind: 'failure'; message: string };
export type FormProblem = Problem & { attempt: number };

export function useContractForm<TValues extends FieldValues, TBody, TAnswer = unknown>(
  options: ContractFormOptions<TValues, TBody, TAnswer>,
) {
  const tApi = useTranslations('ApiErrors');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [sent, setSent] = useState<TBody | null>(null);
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const prepare = useCallback(() => Promise.all([latest.current.loadContract(), loadFormEngine()]), []);

  const resolver = useCallback<Resolver<TValues, unknown, TBody>>(
    async (values, context, resolverOptions) => {
      let loaded: Awaited<ReturnType<typeof prepare>>;
      try {
        loaded = await prepare();
      } catch {
        // Offline before the rules arrived: nothing to say about the field yet; a send says why.
        return { values: {}, errors: {} };
      }
      const [contract, engine] = loaded;
      const describe: DescribeIssue<TValues> = (field, issue) => latest.current.describeIssue(field, issue);
      return engine.contractResolver(contract, describe)(values, context, resolverOptions);
    },
    [prepare],
  );

  const form = useForm<TValues, unknown, TBody>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues,
    resolver,
    shouldFocusError: false,
  });

  const report = (next: Problem | null) =>
    setProblem((previous) => (next ? ({ ...next, attempt: (previous?.attempt ?? 0) + 1 } as FormProblem) : null));

  const focusFirstError = (inError: (field: FieldOf<TValues>) => boolean) => {
    const first = latest.current.fields.find(inError);
    if (first) form.setFocus(first as unknown as Path<TValues>);
    else requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const showServerFields = (fields: Record<string, string[]>) => {
    const known = new Set<string>(latest.current.fields);
    const elsewhere: string[] = [];
    const errors = new Set<string>();
    for (const [field, messages] of Object.entries(fields)) {
      if (known.has(field)) {
        form.setError(field as Path<TValues>, { type: 'server', message: messages.join(' ') });
        errors.add(field);
      } else elsewhere.push(...messages);
    }
    report({ kind: 'fields', messages: elsewhere });
    focusFirstError((field) => errors.has(field));
  };

  const fail = (message: string) => report({ kind: 'failure', message });

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      // The tap's frame shows the button busy first; the rules (a module to evaluate on the first send) come after.
      await afterNextPaint();
      let contract: FormContract<TValues, TBody, TAnswer>;
      let engine: Awaited<ReturnType<typeof loadFormEngine>>;
      try {
        [contract, engine] = await prepare();
      } catch {
        fail(tApi('network'));
        return;
      }
      await form.handleSubmit(
        async (body) => {
          try {
            const accepted = await contract.send(body, form.getValues());
            report(null);
            setAnswer(accepted);
            setSent(body);
          } catch (caught) {
            const failure = engine.readFailure(caught);
            if (failure.fields) showServerFields(failure.fields);
            else fail(tApi(failure.messageKey, { seconds: failure.retryAfterSeconds }));
          }
        },
        (errors) => {
          report({ kind: 'fields', messages: [] });
          focusFirstError((field) => Boolean((errors as Record<string, unknown>)[field]));
        },
      )();
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const startOver = () => {
    form.reset(latest.current.defaultValues);
    report(null);
    setSent(null);
    setAnswer(null);
  };

  return {
    form,
    /** For the form's onSubmit and for the retry button. */
    submit,
    /** For the form's onFocus: fetch the rules and the API layer while the visitor types (after the focus is painted). */
    prepare: () =>
      void afterNextPaint()
        .then(prepare)
        .catch(() => {}),
    sending,
    /** The body the API accepted, once it did. */
    sent,
    /** What the contract's send resolved with, once the API accepted the body. */
    answer,
    startOver,
    problem,
    /** For the error summary: it takes focus when the API's complaint is about no field of the form. */
    summaryRef,
  };
}

export type ContractForm<TValues extends FieldValues, TBody, TAnswer = unknown> = ReturnType<
  typeof useContractForm<TValues, TBody, TAnswer>
>;
