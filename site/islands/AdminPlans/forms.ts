/**
 * The Plans and access forms' values and their checks (zod, as the site's other forms), turned
 * into the console's requests (@wf/sdk/contract console-catalogue.ts, whose limits are the app
 * file's). Amounts are typed in major units ('12.00') and sent in the currency's smallest unit.
 */
import {
  CONSOLE_AMOUNT_MAX,
  CONSOLE_DESCRIPTION_MAX,
  CONSOLE_INTERVAL_COUNT_MAX,
  CONSOLE_NAME_MAX,
  CONSOLE_PRICE_INTERVALS,
  CONSOLE_TEAM_SEATS_MAX,
  CONSOLE_TEAM_SEATS_MIN,
  CONSOLE_TRIAL_DAYS_MAX,
  CONTENT_GROUP_KEY_MESSAGE,
  CONTENT_GROUP_KEY_PATTERN,
  CONTENT_URL_FILTERS,
  type ConsoleContentGroup,
  type ConsoleGroupRequestInput,
  type ConsolePlan,
  type ConsolePlanRequestInput,
  type ConsolePriceRequestInput,
  CURRENCY_MESSAGE,
  SITE_PATH_MESSAGE,
} from '@wf/sdk/contract';
import { z } from 'zod/mini';

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give it a name.'),
    z.maxLength(CONSOLE_NAME_MAX, `At most ${CONSOLE_NAME_MAX} characters.`),
  );
const wholeOrEmpty = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      message,
    ),
  );
const sitePath = z.string().check(
  z.trim(),
  z.refine((value) => value.startsWith('/') && !value.startsWith('//'), SITE_PATH_MESSAGE),
);

export const planFormSchema = z.object({
  name,
  description: z
    .string()
    .check(z.trim(), z.maxLength(CONSOLE_DESCRIPTION_MAX, `At most ${CONSOLE_DESCRIPTION_MAX} characters.`)),
  restricted: z.boolean(),
  teamSeats: wholeOrEmpty(
    CONSOLE_TEAM_SEATS_MIN,
    CONSOLE_TEAM_SEATS_MAX,
    `Leave it empty, or write ${CONSOLE_TEAM_SEATS_MIN} to ${CONSOLE_TEAM_SEATS_MAX} seats.`,
  ),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;

export function planFormValues(plan?: ConsolePlan): PlanFormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    restricted: plan?.restricted ?? false,
    teamSeats: plan?.teamSeats ? String(plan.teamSeats) : '',
  };
}

export function planRequest(values: PlanFormValues): ConsolePlanRequestInput {
  return {
    name: values.name,
    description: values.description || null,
    restricted: values.restricted,
    teamSeats: values.teamSeats ? Number(values.teamSeats) : null,
  };
}

export const priceFormSchema = z.object({
  name,
  amount: z.string().check(
    z.trim(),
    z.refine(
      (value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) * 100 <= CONSOLE_AMOUNT_MAX,
      'Write the amount as 12 or 12.50.',
    ),
  ),
  currency: z.string().check(z.trim(), z.regex(/^[a-zA-Z]{3}$/, CURRENCY_MESSAGE)),
  interval: z.enum(CONSOLE_PRICE_INTERVALS),
  intervalCount: wholeOrEmpty(1, CONSOLE_INTERVAL_COUNT_MAX, `1 to ${CONSOLE_INTERVAL_COUNT_MAX}.`),
  trialDays: wholeOrEmpty(
    1,
    CONSOLE_TRIAL_DAYS_MAX,
    `Leave it empty, or write 1 to ${CONSOLE_TRIAL_DAYS_MAX} days.`,
  ),
});
export type PriceFormValues = z.infer<typeof priceFormSchema>;

export const PRICE_FORM_DEFAULTS: PriceFormValues = {
  name: '',
  amount: '',
  currency: 'usd',
  interval: 'month',
  intervalCount: '1',
  trialDays: '',
};

/** Digits of the currency's smallest unit (2 for usd, 0 for jpy). */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function priceRequest(values: PriceFormValues): ConsolePriceRequestInput {
  return {
    name: values.name,
    amount: Math.round(Number(values.amount) * 10 ** minorDigits(values.currency)),
    currency: values.currency.toLowerCase(),
    interval: values.interval,
    intervalCount: values.intervalCount ? Number(values.intervalCount) : 1,
    trialDays: values.trialDays ? Number(values.trialDays) : null,
  };
}

export const groupFormSchema = z.object({
  key: z.string().check(z.trim(), z.regex(CONTENT_GROUP_KEY_PATTERN, CONTENT_GROUP_KEY_MESSAGE)),
  name,
  plans: z.array(z.string()),
  urls: z.array(
    z.object({
      url: z.string().check(z.trim(), z.minLength(1, 'Write a path, such as /members/.')),
      filter: z.enum(CONTENT_URL_FILTERS),
    }),
  ),
  redirect: sitePath,
});
export type GroupFormValues = z.infer<typeof groupFormSchema>;

export function groupFormValues(group?: ConsoleContentGroup): GroupFormValues {
  return {
    key: group?.key ?? '',
    name: group?.name ?? '',
    plans: group?.plans ?? [],
    urls: group?.urls.map((rule) => ({ ...rule })) ?? [{ url: '', filter: 'STARTS' }],
    redirect: group?.redirect ?? '/',
  };
}

export function groupRequest(values: GroupFormValues): ConsoleGroupRequestInput {
  return { ...values };
}

/** How the URL rules' filters read. */
export const FILTER_LABELS: Record<(typeof CONTENT_URL_FILTERS)[number], string> = {
  STARTS: 'Starts with',
  EQUALS: 'Is exactly',
  CONTAINS: 'Contains',
};

const INTERVAL_WORDS = { day: 'day', week: 'week', month: 'month', year: 'year' } as const;

/** '$12.00 / month', '€50.00 every 3 months'. */
export function priceText(price: {
  amount: number;
  currency: string;
  interval: keyof typeof INTERVAL_WORDS;
  intervalCount: number;
}): string {
  const digits = minorDigits(price.currency);
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: price.currency.toUpperCase(),
    }).format(price.amount / 10 ** digits);
  } catch {
    amount = `${(price.amount / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
  }
  const word = INTERVAL_WORDS[price.interval];
  return price.intervalCount === 1
    ? `${amount} / ${word}`
    : `${amount} every ${price.intervalCount} ${word}s`;
}
