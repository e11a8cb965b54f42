/**
 * The console's Plans and access screen (docs/console.md "Plans and access"): the app's plans
 * with their prices and how many members hold each, their forms, archiving (named in a
 * confirmation) and deleting (refused by the service for a plan in use), and the content groups
 * with the URLs they protect. Every change answers the plans and groups as they now are.
 */
import type {
  ConsoleCatalogue,
  ConsoleCatalogueResponse,
  ConsoleContentGroup,
  ConsolePlan,
} from '@wf/sdk/contract';
import { Badge, Button, EmptyState, Table } from '@wf/ui';
import { useCallback, useState } from 'react';
import type { ConsoleCatalogueApi } from '../../lib/api/console-catalogue.ts';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import { errorText } from './format.ts';
import {
  FILTER_LABELS,
  groupFormValues,
  groupRequest,
  planFormValues,
  planRequest,
  priceRequest,
  priceText,
} from './forms.ts';
import { ConfirmDialog, GroupDialog, PlanDialog, PriceDialog } from './PlanDialogs.tsx';
import './AdminPlans.css';

export interface PlansConsoleProps {
  client: ConsoleCatalogueApi;
}

type Open =
  | { kind: 'new-plan' }
  | { kind: 'edit-plan'; plan: ConsolePlan }
  | { kind: 'add-price'; plan: ConsolePlan }
  | { kind: 'archive-plan'; plan: ConsolePlan }
  | { kind: 'delete-plan'; plan: ConsolePlan }
  | { kind: 'archive-price'; plan: ConsolePlan; priceId: string; priceName: string; inUse: boolean }
  | { kind: 'new-group' }
  | { kind: 'edit-group'; group: ConsoleContentGroup }
  | { kind: 'delete-group'; group: ConsoleContentGroup };

export function PlansConsole({ client }: PlansConsoleProps) {
  const read = useCallback(async () => (await client.listPlans()).data, [client]);
  const { state, reload, set } = useLoad<ConsoleCatalogue>(read);
  return (
    <Loaded state={state} loading="Loading plans..." reload={() => void reload()}>
      {(catalogue) => <Catalogue client={client} catalogue={catalogue} onChanged={set} />}
    </Loaded>
  );
}

/** The plans and content groups, and the dialogs that change them. */
function Catalogue({
  client,
  catalogue,
  onChanged,
}: PlansConsoleProps & { catalogue: ConsoleCatalogue; onChanged(catalogue: ConsoleCatalogue): void }) {
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs a change: on success the screen shows the answer and `done`; a refusal is returned for the dialog. */
  const change = async (
    run: () => Promise<ConsoleCatalogueResponse>,
    done: string,
  ): Promise<string | null> => {
    try {
      const { data } = await run();
      onChanged(data);
      setOpen(null);
      setNotice(done);
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const { plans, contentGroups } = catalogue;
  const offered = plans.filter((plan) => plan.archivedAt === null);
  const planName = (id: string) => plans.find((plan) => plan.id === id)?.name ?? id;

  return (
    <div className="wf-console-plans">
      <p role="status" className="wf-console-plans__notice">
        {notice ?? ''}
      </p>

      <section aria-labelledby="wf-plans-heading" className="wf-console-plans__section">
        <div className="wf-console-plans__bar">
          <h2 id="wf-plans-heading">Plans</h2>
          <Button size="sm" onClick={() => setOpen({ kind: 'new-plan' })}>
            New plan
          </Button>
        </div>
        {plans.length === 0 ? (
          <EmptyState title="No plans yet" description="Create a free plan, then add prices to sell it." />
        ) : (
          <Table
            caption="Plans"
            captionHidden
            rowHeaderKey="plan"
            columns={[
              { key: 'plan', header: 'Plan' },
              { key: 'prices', header: 'Prices' },
              { key: 'holders', header: 'Members' },
              { key: 'actions', header: 'Actions' },
            ]}
            rows={plans.map((plan) => ({
              plan: (
                <div className="wf-console-plans__plan">
                  <span className="wf-console-plans__name">{plan.name}</span>
                  <span className="wf-console-plans__badges">
                    <Badge tone={plan.free ? 'neutral' : 'primary'}>{plan.free ? 'Free' : 'Paid'}</Badge>
                    {plan.restricted ? <Badge>Restricted</Badge> : null}
                    {plan.teamSeats ? <Badge>Team of {plan.teamSeats}</Badge> : null}
                    {plan.archivedAt ? <Badge>Archived</Badge> : null}
                  </span>
                  {plan.description ? (
                    <span className="wf-console-plans__muted">{plan.description}</span>
                  ) : null}
                </div>
              ),
              prices:
                plan.prices.length === 0 ? (
                  'None'
                ) : (
                  <ul className="wf-console-plans__prices">
                    {plan.prices.map((price) => (
                      <li key={price.id}>
                        <span>
                          {price.name}: {priceText(price)}
                          {price.trialDays ? `, ${price.trialDays}-day trial` : ''}
                          {price.active ? '' : ' (archived)'}
                        </span>
                        {price.active && !plan.archivedAt ? (
                          <Button
                            variant="link"
                            size="sm"
                            onClick={() =>
                              setOpen({
                                kind: 'archive-price',
                                plan,
                                priceId: price.id,
                                priceName: price.name,
                                inUse: price.inUse,
                              })
                            }
                          >
                            Take off '{price.name}'
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ),
              holders: plan.holders.toLocaleString('en-US'),
              actions: (
                <span className="wf-console-plans__row-actions">
                  {plan.archivedAt ? null : (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setOpen({ kind: 'edit-plan', plan })}
                      >
                        Edit '{plan.name}'
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setOpen({ kind: 'add-price', plan })}
                      >
                        Add price to '{plan.name}'
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setOpen({ kind: 'archive-plan', plan })}
                      >
                        Archive '{plan.name}'
                      </Button>
                    </>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'delete-plan', plan })}>
                    Delete '{plan.name}'
                  </Button>
                </span>
              ),
            }))}
          />
        )}
      </section>

      <section aria-labelledby="wf-groups-heading" className="wf-console-plans__section">
        <div className="wf-console-plans__bar">
          <h2 id="wf-groups-heading">Content groups</h2>
          <Button size="sm" onClick={() => setOpen({ kind: 'new-group' })}>
            New content group
          </Button>
        </div>
        <p className="wf-console-plans__muted">
          A content group protects pages of the site: a visitor without one of its plans is sent to its
          redirect.
        </p>
        {contentGroups.length === 0 ? (
          <EmptyState title="No content groups" description="Create one to protect pages for members." />
        ) : (
          <Table
            caption="Content groups"
            captionHidden
            rowHeaderKey="group"
            columns={[
              { key: 'group', header: 'Group' },
              { key: 'plans', header: 'Plans' },
              { key: 'urls', header: 'Protected URLs' },
              { key: 'redirect', header: 'Redirect' },
              { key: 'actions', header: 'Actions' },
            ]}
            rows={contentGroups.map((group) => ({
              group: (
                <div className="wf-console-plans__plan">
                  <span className="wf-console-plans__name">{group.name}</span>
                  <code>{group.key}</code>
                  {group.secureContent > 0 ? (
                    <span className="wf-console-plans__muted">
                      {group.secureContent} {group.secureContent === 1 ? 'item' : 'items'} of secure content
                    </span>
                  ) : null}
                </div>
              ),
              plans:
                group.plans.length === 0 ? 'Every signed-in member' : group.plans.map(planName).join(', '),
              urls:
                group.urls.length === 0 ? (
                  'None'
                ) : (
                  <ul className="wf-console-plans__prices">
                    {group.urls.map((rule) => (
                      <li key={`${rule.filter}:${rule.url}`}>
                        {FILTER_LABELS[rule.filter]} <code>{rule.url}</code>
                      </li>
                    ))}
                  </ul>
                ),
              redirect: <code>{group.redirect}</code>,
              actions: (
                <span className="wf-console-plans__row-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setOpen({ kind: 'edit-group', group })}
                  >
                    Edit '{group.name}'
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'delete-group', group })}>
                    Delete '{group.name}'
                  </Button>
                </span>
              ),
            }))}
          />
        )}
      </section>

      {open?.kind === 'new-plan' ? (
        <PlanDialog
          title="New plan"
          values={planFormValues()}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            change(() => client.createPlan(planRequest(values)), `'${values.name}' was created.`)
          }
        />
      ) : null}
      {open?.kind === 'edit-plan' ? (
        <PlanDialog
          title={`Edit '${open.plan.name}'`}
          values={planFormValues(open.plan)}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            change(() => client.updatePlan(open.plan.id, planRequest(values)), `'${values.name}' was saved.`)
          }
        />
      ) : null}
      {open?.kind === 'add-price' ? (
        <PriceDialog
          plan={open.plan}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            change(
              () => client.addPrice(open.plan.id, priceRequest(values)),
              `The price '${values.name}' was added to '${open.plan.name}'.`,
            )
          }
        />
      ) : null}
      {open?.kind === 'archive-plan' ? (
        <ConfirmDialog
          title={`Archive '${open.plan.name}'?`}
          confirmLabel={`Archive '${open.plan.name}'`}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            change(() => client.archivePlan(open.plan.id), `'${open.plan.name}' was archived.`)
          }
        >
          <p>
            {open.plan.holders === 0
              ? `Nobody holds '${open.plan.name}' now; nobody may take it once archived`
              : open.plan.holders === 1
                ? `The member who holds '${open.plan.name}' keeps it; nobody else may take it`
                : `The ${open.plan.holders.toLocaleString('en-US')} members who hold '${open.plan.name}' keep it; nobody else may take it`}
            , and its prices stop being offered. The app file's next start keeps this change.
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'delete-plan' ? (
        <ConfirmDialog
          title={`Delete '${open.plan.name}'?`}
          confirmLabel={`Delete '${open.plan.name}'`}
          danger
          onClose={() => setOpen(null)}
          onConfirm={() => change(() => client.deletePlan(open.plan.id), `'${open.plan.name}' was deleted.`)}
        >
          <p>
            Only a plan nobody ever held can be deleted. A plan in use is archived instead: its members keep
            it.
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'archive-price' ? (
        <ConfirmDialog
          title={`Take off the price '${open.priceName}'?`}
          confirmLabel={`Take off '${open.priceName}'`}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            change(
              () => client.archivePrice(open.plan.id, open.priceId),
              `The price '${open.priceName}' was taken off '${open.plan.name}'.`,
            )
          }
        >
          <p>
            {open.inUse
              ? 'Members pay it: it is archived, they keep paying it, and newcomers cannot choose it.'
              : 'Nobody ever paid it: it is deleted.'}
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'new-group' ? (
        <GroupDialog
          title="New content group"
          values={groupFormValues()}
          plans={offered}
          keyLocked={false}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            change(
              () => client.createGroup(groupRequest(values)),
              `The content group '${values.name}' was created.`,
            )
          }
        />
      ) : null}
      {open?.kind === 'edit-group' ? (
        <GroupDialog
          title={`Edit '${open.group.name}'`}
          values={groupFormValues(open.group)}
          plans={offered}
          keyLocked={open.group.secureContent > 0}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            change(
              () => client.updateGroup(open.group.key, groupRequest(values)),
              `The content group '${values.name}' was saved.`,
            )
          }
        />
      ) : null}
      {open?.kind === 'delete-group' ? (
        <ConfirmDialog
          title={`Delete '${open.group.name}'?`}
          confirmLabel={`Delete '${open.group.name}'`}
          danger
          onClose={() => setOpen(null)}
          onConfirm={() =>
            change(
              () => client.deleteGroup(open.group.key),
              `The content group '${open.group.name}' was deleted.`,
            )
          }
        >
          <p>Its pages are no longer protected: every visitor may open them.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
