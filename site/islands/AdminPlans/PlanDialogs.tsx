/**
 * The Plans and access screen's dialogs (docs/console.md "Plans and access"): a plan's form, a
 * price's form, a content group's form (react-hook-form with the zod schemas of forms.ts, as the
 * site's other forms), and the confirmation that names what it archives or deletes. Each form
 * keeps its values when the service refuses, and shows the service's sentence.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_PRICE_INTERVALS, CONTENT_URL_FILTERS, type ConsolePlan } from '@wf/sdk/contract';
import { Button, Dialog, Input, Select, Switch, Textarea } from '@wf/ui';
import { useId, useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import {
  FILTER_LABELS,
  type GroupFormValues,
  groupFormSchema,
  type PlanFormValues,
  PRICE_FORM_DEFAULTS,
  type PriceFormValues,
  planFormSchema,
  priceFormSchema,
} from './forms.ts';

/** Runs a change; answers the service's sentence when it refused, null when done. */
export type Submit<T> = (values: T) => Promise<string | null>;

function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="wf-console-plans__problem">
      {problem}
    </p>
  ) : null;
}

function Actions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel(): void }) {
  return (
    <div className="wf-console-plans__actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : label}
      </Button>
    </div>
  );
}

export interface PlanDialogProps {
  title: string;
  values: PlanFormValues;
  onSubmit: Submit<PlanFormValues>;
  onClose(): void;
}

export function PlanDialog({ title, values, onSubmit, onClose }: PlanDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema) as unknown as Resolver<PlanFormValues>,
    defaultValues: values,
  });
  const submit = handleSubmit(async (form) => setProblem(await onSubmit(form)));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <form className="wf-console-plans__form" onSubmit={submit} noValidate>
        <Input label="Name" {...register('name')} error={errors.name?.message} />
        <Textarea
          label="Description"
          rows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={control}
          name="restricted"
          render={({ field }) => (
            <Switch
              label="Restricted"
              description="Only an administrator gives it: sign-up and members' own choices refuse it."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Input
          label="Team seats"
          inputMode="numeric"
          hint="For a team plan: seats, the owner's included. Empty: not a team plan."
          {...register('teamSeats')}
          error={errors.teamSeats?.message}
        />
        <p className="wf-console-plans__hint">A plan is free until a price is added to it.</p>
        <FormProblem problem={problem} />
        <Actions busy={isSubmitting} label="Save plan" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export interface PriceDialogProps {
  plan: ConsolePlan;
  onSubmit: Submit<PriceFormValues>;
  onClose(): void;
}

const INTERVAL_OPTIONS = CONSOLE_PRICE_INTERVALS.map((interval) => ({
  value: interval,
  label: { day: 'Day', week: 'Week', month: 'Month', year: 'Year' }[interval],
}));

export function PriceDialog({ plan, onSubmit, onClose }: PriceDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PriceFormValues>({
    resolver: zodResolver(priceFormSchema) as unknown as Resolver<PriceFormValues>,
    defaultValues: PRICE_FORM_DEFAULTS,
  });
  const submit = handleSubmit(async (form) => setProblem(await onSubmit(form)));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Add a price to '${plan.name}'`}
    >
      <form className="wf-console-plans__form" onSubmit={submit} noValidate>
        <Input
          label="Price name"
          hint="Such as 'Monthly'."
          {...register('name')}
          error={errors.name?.message}
        />
        <div className="wf-console-plans__row">
          <Input label="Amount" inputMode="decimal" {...register('amount')} error={errors.amount?.message} />
          <Input
            label="Currency"
            hint="usd, eur, ..."
            {...register('currency')}
            error={errors.currency?.message}
          />
        </div>
        <div className="wf-console-plans__row">
          <Input
            label="Every"
            inputMode="numeric"
            {...register('intervalCount')}
            error={errors.intervalCount?.message}
          />
          <Select label="Interval" options={INTERVAL_OPTIONS} {...register('interval')} />
        </div>
        <Input
          label="Free trial (days)"
          inputMode="numeric"
          hint="Empty: no trial. Offered once per member."
          {...register('trialDays')}
          error={errors.trialDays?.message}
        />
        <p className="wf-console-plans__hint">
          Once members pay a price, its amount, currency and interval cannot change: add a new price and
          archive the old one.
        </p>
        <FormProblem problem={problem} />
        <Actions busy={isSubmitting} label="Add price" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export interface GroupDialogProps {
  title: string;
  values: GroupFormValues;
  /** Offered plans the group may name. */
  plans: readonly ConsolePlan[];
  /** The key cannot change: the group holds secure content. */
  keyLocked: boolean;
  onSubmit: Submit<GroupFormValues>;
  onClose(): void;
}

const FILTER_OPTIONS = CONTENT_URL_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }));

export function GroupDialog({ title, values, plans, keyLocked, onSubmit, onClose }: GroupDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const plansId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GroupFormValues>({
    resolver: zodResolver(groupFormSchema) as unknown as Resolver<GroupFormValues>,
    defaultValues: values,
  });
  const urls = useFieldArray({ control, name: 'urls' });
  const submit = handleSubmit(async (form) => setProblem(await onSubmit(form)));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg">
      <form className="wf-console-plans__form" onSubmit={submit} noValidate>
        <div className="wf-console-plans__row">
          <Input
            label="Key"
            hint={
              keyLocked
                ? 'It holds secure content, so its key cannot change.'
                : 'Pages name it (data-ms-content). Lower-case letters, digits and dashes.'
            }
            readOnly={keyLocked}
            {...register('key')}
            error={errors.key?.message}
          />
          <Input label="Name" {...register('name')} error={errors.name?.message} />
        </div>
        <fieldset className="wf-console-plans__fieldset" aria-describedby={plansId}>
          <legend>Plans that open it</legend>
          <p id={plansId} className="wf-console-plans__hint">
            None ticked: every signed-in member.
          </p>
          <Controller
            control={control}
            name="plans"
            render={({ field }) => (
              <div className="wf-console-plans__checks">
                {plans.map((plan) => (
                  <label key={plan.id} className="wf-console-plans__check">
                    <input
                      type="checkbox"
                      checked={field.value.includes(plan.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, plan.id]
                            : field.value.filter((id) => id !== plan.id),
                        )
                      }
                    />
                    {plan.name}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
        <fieldset className="wf-console-plans__fieldset">
          <legend>Protected URLs</legend>
          {urls.fields.map((item, index) => (
            <div key={item.id} className="wf-console-plans__url">
              <Select
                label={`Rule ${index + 1}: match`}
                options={FILTER_OPTIONS}
                {...register(`urls.${index}.filter`)}
              />
              <Input
                label={`Rule ${index + 1}: path`}
                placeholder="/members/"
                {...register(`urls.${index}.url`)}
                error={errors.urls?.[index]?.url?.message}
              />
              <Button variant="secondary" size="sm" onClick={() => urls.remove(index)}>
                Remove rule {index + 1}
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => urls.append({ url: '', filter: 'STARTS' })}>
            Add a URL
          </Button>
        </fieldset>
        <Input
          label="Redirect"
          hint="Where a visitor without access is sent: a path on the site."
          {...register('redirect')}
          error={errors.redirect?.message}
        />
        <FormProblem problem={problem} />
        <Actions busy={isSubmitting} label="Save group" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const refusal = await onConfirm();
    setBusy(false);
    setProblem(refusal);
  };
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())} title={title}>
      <div className="wf-console-plans__form">
        {children}
        <FormProblem problem={problem} />
        <div className="wf-console-plans__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {problem ? 'Done' : 'Cancel'}
          </Button>
          {problem ? null : (
            <Button
              variant={danger ? 'destructive' : 'primary'}
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? 'Working...' : confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
