import { Alert, Fieldset, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { tenantQueries, useUpdateTenant } from '@/api/tenant/queries';
import { UpdateTenantSchema, type Tenant } from '@/api/tenant/schemas';
import { FormShell } from '@/components/form/FormShell';
import { IconUrlField } from '@/components/form/IconUrlField';
import { TextField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { QueryState } from '@/components/QueryState';
import { capitalise } from '@/lib/words';
import { useCanWrite } from '@/lib/use-can-write';
import { LogoPreview } from '@/components/LogoPreview';

/** Every field present; a blank name is refused (the tenant rules, gap row 65). */
const TenantFormSchema = z.required(UpdateTenantSchema);
type TenantFormValues = z.input<typeof TenantFormSchema>;

const LOGO_HINT = 'An http(s) link to an image (SVG or PNG, wide rather than tall).';

function TenantForm({ tenant, canWrite }: { tenant: Tenant; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const update = useUpdateTenant();
  const kit = useResourceForm(TenantFormSchema, {
    defaultValues: {
      name: tenant.name ?? '',
      icon: tenant.icon ?? '',
      logoLight: tenant.logoLight ?? '',
      darkLogo: tenant.darkLogo ?? '',
    } satisfies TenantFormValues,
    labels: { logoLight: 'Light logo', darkLogo: 'Dark logo' },
    freshness: {
      loadedAt: tenant.updatedAt,
      fetchCurrent: () =>
        queryClient.fetchQuery({ ...tenantQueries.detail(tenant.id), staleTime: 0 }),
    },
  });
  const { control } = kit.form;
  const [name, logoLight, darkLogo] = useWatch({
    control,
    name: ['name', 'logoLight', 'darkLogo'],
  });
  return (
    <FormShell
      kit={kit}
      label="Tenant settings"
      submitLabel="Save tenant settings"
      submitDisabled={!canWrite}
      guard={canWrite}
      onSubmit={kit.submit(
        (body) => update.mutateAsync({ id: tenant.id, body }),
        (saved) => {
          kit.form.reset({
            name: saved.name ?? '',
            icon: saved.icon ?? '',
            logoLight: saved.logoLight ?? '',
            darkLogo: saved.darkLogo ?? '',
          });
          notifications.show({ color: 'teal', message: 'Tenant settings saved' });
        },
      )}
    >
      <Fieldset variant="unstyled" disabled={!canWrite} aria-label="Name and branding">
        <Stack gap="md">
          <TextField control={control} name="name" label="Name" required />
          <IconUrlField control={control} name="icon" />
          <TextField
            control={control}
            name="logoLight"
            label="Light logo URL"
            description={LOGO_HINT}
            placeholder="https://…/logo-light.svg"
          />
          <TextField
            control={control}
            name="darkLogo"
            label="Dark logo URL"
            description={`${LOGO_HINT} Shown in the dark theme.`}
            placeholder="https://…/logo-dark.svg"
          />
          <LogoPreview
            name={name || 'Tenant'}
            logoLight={logoLight ?? ''}
            darkLogo={darkLogo ?? ''}
          />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}

/** "roles: this key (…) may not …" → a sentence. */
function readOnlyText(reason: string | undefined): string {
  const text = (reason ?? 'this key may not change tenant settings').replace(/^roles:\s*/, '');
  return `${capitalise(text)}.`;
}

/** The tenant's name, icon and logos (`PUT /tenant/{id}`), for keys with a tenant admin role. */
export function TenantSettings({ tenantId }: { tenantId: number }) {
  const query = useQuery(tenantQueries.detail(tenantId));
  const { allowed, reason } = useCanWrite('tenant');
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Tenant
        </Title>
        <Text size="sm" c="dimmed">
          Your tenant&apos;s name and branding: the header shows the logo for the current theme.
        </Text>
        {!allowed && (
          <Alert color="gray" variant="light" title="Read only">
            {readOnlyText(reason)}
          </Alert>
        )}
        <QueryState query={query} errorTitle="Tenant settings could not be loaded">
          {query.data && <TenantForm tenant={query.data} canWrite={allowed} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
