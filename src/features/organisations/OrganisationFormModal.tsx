import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useWatch } from 'react-hook-form';
import { useCreateOrganisation, useUpdateOrganisation } from '@/api/organisation/queries';
import type { Organisation } from '@/api/organisation/schemas';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { IconUrlField } from '@/components/form/IconUrlField';
import { StatusField, TextField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { LogoPreview } from '@/components/LogoPreview';
import { useOrganisations } from '@/lib/use-organisations';
import { nameKey } from '@/lib/words';
import {
  emptyOrganisation,
  organisationFormSchema,
  organisationValues,
} from './organisation-form-schema';

const LABELS = {
  logoLight: 'Light logo',
  darkLogo: 'Dark logo',
  parent: 'Parent',
  icon: 'Icon URL',
};

interface Props {
  /** null: closed; 'new': create; a record: edit it. */
  editing: Organisation | 'new' | null;
  onClose: () => void;
  onCreated?: (o: Organisation) => void;
}

export function OrganisationFormModal({ editing, ...rest }: Props) {
  return editing === null ? null : (
    <OrganisationForm key={editing === 'new' ? 'new' : editing.id} editing={editing} {...rest} />
  );
}

function OrganisationForm({
  editing,
  onClose,
  onCreated,
}: Props & { editing: Organisation | 'new' }) {
  const isNew = editing === 'new';
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  // The tenant's other organisations' names are taken (read as they load: the resolver is new
  // each render).
  const others = useOrganisations().query.data?.data ?? [];
  const taken = others.filter((o) => isNew || o.id !== editing.id).map((o) => nameKey(o.name));
  const kit = useResourceForm(organisationFormSchema(isNew, taken), {
    defaultValues: isNew ? emptyOrganisation : organisationValues(editing),
    labels: LABELS,
    // The blank name is a rule across the request schema's fields: reported last, listed first.
    order: ['name', 'parent', 'icon', 'logoLight', 'darkLogo'],
  });
  const { control } = kit.form;
  const [name, logoLight, darkLogo] = useWatch({
    control,
    name: ['name', 'logoLight', 'darkLogo'],
  });
  return (
    <FormModal
      opened
      title={isNew ? 'New organisation' : `Edit ${editing.name}`}
      hasEdits={kit.hasEdits}
      busy={kit.form.formState.isSubmitting}
      onClose={onClose}
    >
      {(requestClose) => (
        <FormShell
          kit={kit}
          inDialog
          label="Organisation"
          submitLabel={isNew ? 'Create organisation' : 'Save changes'}
          onCancel={requestClose}
          onSubmit={kit.submit(
            (body) =>
              isNew ? create.mutateAsync(body) : update.mutateAsync({ id: editing.id, body }),
            (saved) => {
              notifications.show({
                color: 'teal',
                message: `Organisation “${saved.name}” ${isNew ? 'created' : 'saved'}`,
              });
              onClose();
              if (isNew) onCreated?.(saved);
            },
          )}
        >
          <Stack gap="md">
            <TextField control={control} name="name" label="Name" required data-autofocus />
            <TextField
              control={control}
              name="parent"
              label="Parent"
              description="The authority or company the organisation belongs to"
            />
            <IconUrlField control={control} name="icon" />
            <TextField
              control={control}
              name="logoLight"
              label="Light logo URL"
              required={isNew}
              description={
                isNew ? 'Required: an http(s) link' : 'An http(s) link, or blank for none'
              }
              placeholder="https://…/logo.svg"
            />
            <TextField
              control={control}
              name="darkLogo"
              label="Dark logo URL"
              description="For the dark theme: an http(s) link, or blank to use the light logo"
              placeholder="https://…/logo-dark.svg"
            />
            <LogoPreview name={name || 'Organisation'} logoLight={logoLight} darkLogo={darkLogo} />
            <StatusField control={control} name="status" />
          </Stack>
        </FormShell>
      )}
    </FormModal>
  );
}
